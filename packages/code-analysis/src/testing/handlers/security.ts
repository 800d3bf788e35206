// Hand-written: findings and the dashboards computed from them (statuses by deadline), ignoring, managers, the SLA
// moving deadlines, DAST targets with their analysis walk and uploaded ZAP reports read into findings; the rest
// (the OSSF scorecard) is a sample of its response schema.
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/security.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { DastTargetStatus, SecurityDashboard, SecurityHistoryPoint } from '../../responses/security.js';
import { emptyOrgSecurity, listedManagers, securityStatus, slaDays, toSecurityItem, type FakeDastTarget, type FakeOrgSecurity, type FakeSecurityItem } from '../security-state.js';
import { orgKey, repoKey, type FakeState } from '../state.js';

const DAY = 24 * 60 * 60 * 1000;
const PRIORITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
const SCAN_TYPES = ['SAST', 'SCA', 'ContainerSCA', 'Secrets', 'IaC', 'CICD', 'License', 'PenTesting', 'DAST', 'CSPM'] as const;

/** The strings of a list field of a body, as its schema parsed it (undefined when absent or empty). */
export function stringList(filters: Record<string, unknown>, field: string): string[] | undefined {
  const value = filters[field];
  return Array.isArray(value) && value.length ? value.map(String) : undefined;
}

/** True for a finding that is neither closed nor ignored. */
const isOpen = (item: FakeSecurityItem): boolean => item.closedAt === undefined && item.ignored === undefined;

/**
 * Which findings a filter body keeps: repositories, priorities, statuses, categories (`_other_` for
 * findings without one), scan types, DAST target URLs and a text search (title and summary). Segments and
 * container images are accepted and do not narrow (the fake has no segments or image findings).
 */
export function securityItemMatcher(filters: Record<string, unknown>): (item: FakeSecurityItem) => boolean {
  const fields = ['repositories', 'priorities', 'statuses', 'categories', 'scanTypes', 'dastTargetUrls'];
  const [repositories, priorities, statuses, categories, scanTypes, targets] = fields.map((f) => stringList(filters, f));
  const text = typeof filters.searchText === 'string' ? filters.searchText.toLowerCase() : undefined;
  return (item) =>
    (!repositories || (item.repository !== undefined && repositories.includes(item.repository))) &&
    (!priorities || priorities.includes(item.priority)) &&
    (!statuses || statuses.includes(securityStatus(item))) &&
    (!categories || categories.includes(item.securityCategory ?? '_other_')) &&
    (!scanTypes || (item.scanType !== undefined && scanTypes.includes(item.scanType))) &&
    (!targets || (item.dastTargetUrls !== undefined && targets.includes(item.dastTargetUrls))) &&
    (!text || item.title.toLowerCase().includes(text) || (item.summary ?? '').toLowerCase().includes(text));
}

/** The security data of the organization a request names (404 when the organization is unknown; created empty on first use). */
export function orgSecurity(state: FakeState, call: FakeRequest): FakeOrgSecurity {
  const key = orgKey(call.params.provider ?? '', call.params.organization ?? '');
  if (!state.organizations.has(key)) fail(404, 'Organization not found');
  let found = state.security.get(key);
  if (!found) {
    const user = state.account.user;
    found = emptyOrgSecurity(user ? [{ userId: user.id, name: user.name ?? `User ${String(user.id)}`, email: state.account.emails.mainEmail.email, admin: true }] : []);
    state.security.set(key, found);
  }
  return found;
}

/** How many findings of each priority, by `<prefix><Priority>` (e.g. `openCritical`). */
function byPriority<P extends string>(prefix: P, items: readonly FakeSecurityItem[]): Record<`${P}${(typeof PRIORITIES)[number]}`, number> {
  return Object.fromEntries(PRIORITIES.map((p) => [`${prefix}${p}`, items.filter((i) => i.priority === p).length])) as Record<`${P}${(typeof PRIORITIES)[number]}`, number>;
}

/** The dashboard figures of a set of findings. */
function dashboardOf(items: readonly FakeSecurityItem[]): SecurityDashboard {
  const now = Date.now();
  const open = items.filter(isOpen);
  const closed = items.filter((i) => i.closedAt !== undefined);
  const status = (s: string) => items.filter((i) => securityStatus(i, now) === s).length;
  const scans = Object.fromEntries(SCAN_TYPES.map((t) => [`open${t}`, open.filter((i) => i.scanType === t).length])) as Record<`open${(typeof SCAN_TYPES)[number]}`, number>;
  return {
    totalOpen: open.length,
    totalNewThisWeek: open.filter((i) => now - Date.parse(i.openedAt) <= 7 * DAY).length,
    totalClosed: closed.length,
    onTrack: status('OnTrack'),
    dueSoon: status('DueSoon'),
    overdue: status('Overdue'),
    closedOnTime: status('ClosedOnTime'),
    closedLate: status('ClosedLate'),
    ...byPriority('open', open),
    ...scans,
    openScanNotAttributed: open.filter((i) => i.scanType === undefined || !(SCAN_TYPES as readonly string[]).includes(i.scanType)).length,
  };
}

/** Four weekly points, the last one ending at the start of this week (Monday, UTC). */
function historyOf(items: readonly FakeSecurityItem[]): SecurityHistoryPoint[] {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY;
  return [4, 3, 2, 1].map((weeksAgo) => {
    const since = monday - weeksAgo * 7 * DAY;
    const until = since + 7 * DAY;
    const within = (at: string | undefined) => at !== undefined && Date.parse(at) >= since && Date.parse(at) < until;
    const before = (at: string | undefined) => at !== undefined && Date.parse(at) < since;
    const openAt = items.filter((i) => before(i.openedAt) && !before(i.closedAt) && !before(i.ignored?.at));
    return {
      since: new Date(since).toISOString(),
      until: new Date(until).toISOString(),
      ...byPriority('new', items.filter((i) => within(i.openedAt))),
      ...byPriority('fixed', items.filter((i) => within(i.closedAt))),
      ...byPriority('open', openAt),
      ...byPriority('ignored', items.filter((i) => before(i.ignored?.at))),
      ...byPriority('unignored', []),
    };
  });
}

/** A target's analyses as listed: the queued and running ones, and the latest that ended. */
function shownStatus(target: FakeDastTarget): DastTargetStatus[] {
  const ended = target.analyses.filter((a) => a.status === 'successful' || a.status === 'failed');
  const latest = ended[ended.length - 1];
  return target.analyses.filter((a) => a === latest || a.status === 'queued' || a.status === 'running');
}

/** A JSON value as text, when it is a string or a number. */
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** Reads a ZAP JSON report: when it was generated (ZAP's English `Tue, 5 Mar 2024 10:14:02`, UTC), and its alerts as findings (or why it cannot be processed). */
function readZapReport(text: string, sla: FakeOrgSecurity['sla']): { generatedAt?: string; findings: FakeSecurityItem[] } | { failureReason: string } {
  let report: { '@generated'?: unknown; site?: { '@name'?: unknown; alerts?: unknown }[] } | null;
  try {
    report = JSON.parse(text) as typeof report;
  } catch {
    report = null;
  }
  if (!Array.isArray(report?.site)) return { failureReason: 'Unrecognized report format.' };
  const generated = report['@generated'] === undefined ? undefined : Date.parse(`${textOf(report['@generated']) ?? ''} GMT`);
  if (Number.isNaN(generated)) return { failureReason: 'The @generated timestamp is not in the format EEE, d MMM yyyy HH:mm:ss (English locale).' };
  const generatedAt = generated === undefined ? undefined : new Date(generated).toISOString();
  const now = Date.now();
  const findings: FakeSecurityItem[] = [];
  for (const site of report.site) {
    for (const alert of Array.isArray(site.alerts) ? (site.alerts as Record<string, unknown>[]) : []) {
      const risk = Number(alert.riskcode ?? 0);
      const priority = risk >= 3 ? 'High' : risk === 2 ? 'Medium' : 'Low';
      const application = typeof site['@name'] === 'string' ? site['@name'] : undefined;
      findings.push({
        id: crypto.randomUUID(),
        itemSource: 'ZAP',
        itemSourceId: textOf(alert.pluginid) ?? textOf(alert.alertRef) ?? '',
        title: textOf(alert.name) ?? textOf(alert.alert) ?? 'ZAP alert',
        openedAt: new Date(now).toISOString(),
        dueAt: new Date(now + slaDays(sla, priority) * DAY).toISOString(),
        priority,
        scanType: 'DAST',
        ...(application === undefined ? {} : { application, dastTargetUrls: application }),
        ...(textOf(alert.cweid) === undefined ? {} : { cwe: `CWE-${textOf(alert.cweid) ?? ''}` }),
        ...(typeof alert.solution === 'string' ? { remediation: alert.solution } : {}),
        ...(typeof alert.desc === 'string' ? { additionalInfo: alert.desc } : {}),
      });
    }
  }
  return { ...(generatedAt === undefined ? {} : { generatedAt }), findings };
}

/** The fake's `security` namespace: findings and their dashboard, managers, SLA, DAST targets and reports, OSSF Scorecards. */
export function securityHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const orgOf = (call: FakeRequest) => orgSecurity(state, call);
  const itemOf = (call: FakeRequest) => {
    const item = orgOf(call).items.find((i) => i.id === call.params.itemId);
    if (!item) fail(404, 'Security item not found');
    return item;
  };
  const repoId = (call: FakeRequest, name: string): number =>
    state.repositories.get(repoKey(call.params.provider ?? '', call.params.organization ?? '', name))?.repositoryId ?? 0;
  const targetOf = (call: FakeRequest) => {
    const target = orgOf(call).dastTargets.find((t) => String(t.target.id) === call.params.targetId);
    if (!target) fail(404, 'DAST target not found');
    return target;
  };
  const scope = (call: FakeRequest) => {
    const filters = call.inputs;
    return orgOf(call).items.filter(securityItemMatcher({ repositories: filters.repositories, segments: filters.segments }));
  };

  return {
    'security.listCategories': (call) => {
      const categories = new Set(orgOf(call).items.filter(isOpen).flatMap((i) => (i.securityCategory === undefined ? [] : [i.securityCategory])));
      return listBody(state, call, [...categories].sort());
    },
    'security.dashboard': (call) => {
      const filters = call.inputs;
      return dashboardOf(orgOf(call).items.filter(securityItemMatcher({ ...filters, statuses: undefined, searchText: undefined })));
    },
    'security.dashboardCategories': (call) => {
      const filters = call.inputs;
      const open = (scope(call)).filter(isOpen);
      const totals = new Map<string, number>();
      for (const item of open) if (item.securityCategory !== undefined) totals.set(item.securityCategory, (totals.get(item.securityCategory) ?? 0) + 1);
      const ranked = [...totals].map(([name, total]) => ({ name, total })).sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
      // Without a filter, only the ten categories with the most findings.
      return filters.repositories === undefined && filters.segments === undefined ? ranked.slice(0, 10) : ranked;
    },
    'security.dashboardHistory': (call) => historyOf(scope(call)),
    'security.dashboardRepositories': (call) => {
      const filters = call.inputs;
      const open = (scope(call)).filter(isOpen);
      const names = [...new Set(open.flatMap((i) => (i.repository === undefined ? [] : [i.repository])))];
      const rows = names.map((name) => {
        const of = (p: string) => open.filter((i) => i.repository === name && i.priority === p).length;
        return { id: repoId(call, name), name, critical: of('Critical'), high: of('High'), medium: of('Medium'), low: of('Low') };
      });
      rows.sort((a, b) => b.critical - a.critical || b.high - a.high || b.medium - a.medium || b.low - a.low || a.name.localeCompare(b.name));
      return filters.repositories === undefined && filters.segments === undefined ? rows.slice(0, 10) : rows;
    },
    'security.listDastReports': (call) => {
      const org = orgOf(call);
      const organizationId = state.organizations.get(orgKey(call.params.provider ?? '', call.params.organization ?? ''))?.identifier ?? 0;
      const page = listBody(state, call, org.dastReports.map((r) => ({ ...r.report, organizationId })));
      // Each read moves the reports in progress to their outcome: the next read shows it.
      for (const entry of org.dastReports) {
        if (entry.report.state !== 'InProgress') continue;
        const updatedAt = new Date().toISOString();
        if (entry.outcome.state === 'Failure') {
          entry.report = { ...entry.report, state: 'Failure', failureReason: entry.outcome.failureReason, updatedAt };
        } else {
          entry.report = { ...entry.report, state: 'Success', updatedAt };
          org.items.push(...entry.outcome.findings);
        }
      }
      return page;
    },
    'security.uploadDastReport': async (call) => {
      const org = orgOf(call);
      if (call.params.toolName !== 'ZAP') fail(400, `Unsupported DAST tool ${call.params.toolName ?? ''}: only ZAP reports are accepted`);
      const file = (await call.request.clone().formData()).get('file') ?? fail(400, 'file is required');
      const text = typeof file === 'string' ? file : await file.text();
      const read = readZapReport(text, org.sla);
      const now = new Date().toISOString();
      const id = crypto.randomUUID();
      org.dastReports.unshift({
        report: { id, organizationId: 0, createdAt: now, updatedAt: now, generatedAt: ('generatedAt' in read ? read.generatedAt : undefined) ?? now, state: 'InProgress', tool: 'ZAP' },
        outcome: 'failureReason' in read ? { state: 'Failure', failureReason: read.failureReason } : { state: 'Success', findings: read.findings },
      });
      return { id };
    },
    'security.searchItems': (call) => {
      const matches = securityItemMatcher(call.inputs);
      const sort = call.inputs.sort;
      const sign = call.inputs.direction === 'asc' ? 1 : -1;
      const key = (item: FakeSecurityItem) => sort === 'Status' ? securityStatus(item) : sort === 'DetectedAt' ? item.openedAt : item.dueAt;
      const items = orgOf(call).items.filter(matches).sort((a, b) => sign * key(a).localeCompare(key(b)));
      return listBody(state, call, items.map(toSecurityItem));
    },
    'security.getItem': (call) => toSecurityItem(itemOf(call)),
    'security.ignoreItem': (call) => {
      const item = itemOf(call);
      if (item.ignored) fail(422, 'The item is already ignored');
      if (item.closedAt !== undefined) fail(422, 'Only open items can be ignored');
      const user = state.account.user;
      item.ignored = { at: new Date().toISOString(), authorId: user?.id ?? 0, authorName: user?.name ?? 'Unknown', reason: call.inputs.reason ?? '' };
      return toSecurityItem(item);
    },
    'security.unignoreItem': (call) => {
      const item = itemOf(call);
      if (!item.ignored) fail(422, 'Only previously ignored items can be unignored');
      delete item.ignored;
      return toSecurityItem(item);
    },
    'security.listManagers': (call) => listBody(state, call, listedManagers(orgOf(call))),
    'security.addManager': (call) => {
      const org = orgOf(call);
      const { userId } = call.inputs;
      const member = org.members.find((m) => m.userId === userId);
      if (!member) fail(404, 'The user is not a member of the organization');
      if (!member.admin && !org.managers.has(userId)) org.managers.set(userId, new Date().toISOString());
      return undefined;
    },
    'security.removeManager': (call) => {
      const org = orgOf(call);
      const member = org.members.find((m) => String(m.userId) === call.params.userId);
      if (member?.admin) fail(422, 'Organization admins are always security managers');
      if (!member || !org.managers.delete(member.userId)) fail(404, 'The user is not a security manager');
      return undefined;
    },
    'security.listRepositories': (call) => {
      const { provider = '', organization = '' } = call.params;
      const names = [...new Set(orgOf(call).items.filter(isOpen).flatMap((i) => (i.repository === undefined ? [] : [i.repository])))].sort();
      return listBody(state, call, names.map((name) => ({ repositoryId: repoId(call, name), provider, owner: organization, name })));
    },
    'security.getSlaConfig': (call) => ({ slaConfig: orgOf(call).sla }),
    'security.updateSlaConfig': (call) => {
      const org = orgOf(call);
      const { slaConfig } = call.inputs;
      if (Object.values(slaConfig).some((days) => days < 1)) fail(400, 'Every deadline of slaConfig is at least 1 day');
      org.sla = { ...slaConfig };
      // Open findings get deadlines by the new figures.
      for (const item of org.items.filter(isOpen)) item.dueAt = new Date(Date.parse(item.openedAt) + slaDays(org.sla, item.priority) * DAY).toISOString();
      return call.reply({ slaConfig: org.sla }, { status: 201 });
    },
    'security.listDastTargets': (call) => {
      const targets = orgOf(call).dastTargets;
      const page = listBody(state, call, targets.map((t) => ({ ...t.target, status: shownStatus(t) })));
      // Each read moves every target's analyses one step: queued to running (when none runs), running to successful.
      const now = new Date().toISOString();
      for (const target of targets) {
        const running = target.analyses.find((a) => a.status === 'running');
        if (running) Object.assign(running, { status: 'successful', transitionedAt: now });
        const queued = target.analyses.find((a) => a.status === 'queued');
        if (queued && !running) Object.assign(queued, { status: 'running', transitionedAt: now });
      }
      return page;
    },
    'security.createDastTarget': (call) => {
      const org = orgOf(call);
      const { url, targetType = 'webapp', apiDefinitionUrl, apiAuthHeaders = {} } = call.inputs;
      if (targetType === 'openapi' && apiDefinitionUrl === undefined) fail(400, 'An openapi target needs apiDefinitionUrl');
      if (org.dastTargets.some((t) => t.target.url === url)) fail(409, 'A DAST target with this URL already exists');
      const names = Object.keys(apiAuthHeaders);
      const fields = { ...(apiDefinitionUrl === undefined ? {} : { apiDefinitionUrl }), ...(names.length ? { apiAuthHeaderNames: names } : {}) };
      const target: FakeDastTarget = { target: { id: org.nextTargetId++, url, targetType, ...fields }, analyses: [], apiAuthHeaders };
      org.dastTargets.push(target);
      return { ...target.target, status: [] };
    },
    'security.deleteDastTarget': (call) => {
      const target = targetOf(call);
      const org = orgOf(call);
      org.dastTargets = org.dastTargets.filter((t) => t !== target);
      return undefined;
    },
    'security.analyzeDastTarget': (call) => {
      const target = targetOf(call);
      // One analysis may run and one wait; a third is refused.
      if (target.analyses.some((a) => a.status === 'queued')) fail(429, 'An analysis of this target is already queued');
      const analysisId = crypto.randomUUID();
      target.analyses.push({ status: 'queued', transitionedAt: new Date().toISOString(), analysisId });
      return call.reply({ analysisId }, { status: 201 });
    },
  };
}
