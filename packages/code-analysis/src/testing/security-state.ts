import type { DastReport, DastTarget, DastTargetStatus, SecurityItem, SecurityManager, SlaConfig } from '../responses/security.js';

/** The named fields of a response type, without the index signature of its loose object (which `Omit` would keep alone). */
type KnownFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** A security finding as the fake stores it: the API's fields, with the status worked out when shown (from deadline, closing and ignoring). */
export type FakeSecurityItem = Omit<KnownFields<SecurityItem>, 'status'>;

/** A member of an organization, who may be made a security manager; `admin`s always are one and cannot be removed. */
export type FakeMember = Pick<SecurityManager, 'userId' | 'email'> & { name: string; admin: boolean };

/** An uploaded DAST report and how its processing ends. */
export interface FakeDastReport {
  /** The report as listed. */
  report: DastReport;
  /** How processing ends (the next list read after the upload shows it). */
  outcome: { state: 'Success'; findings: FakeSecurityItem[] } | { state: 'Failure'; failureReason: string };
}

/** A DAST target, with every analysis it had (oldest first) and the auth headers it sends. */
export interface FakeDastTarget {
  /** The target's fields, without `status` (worked out from `analyses`). */
  target: Omit<KnownFields<DastTarget>, 'status'>;
  /** Every analysis, oldest first; each target list read moves one queued or running analysis on. */
  analyses: DastTargetStatus[];
  /** The auth headers the analysis sends (only their names are shown). */
  apiAuthHeaders: Record<string, string>;
}

/** The security data of one organization. */
export interface FakeOrgSecurity {
  /** Findings, oldest first. */
  items: FakeSecurityItem[];
  /** Members (admins among them); security managers are the admins and `managers`. */
  members: FakeMember[];
  /** Members given the security manager role: user id to when. */
  managers: Map<number, string>;
  /** Days allowed per priority. */
  sla: SlaConfig;
  /** Uploaded DAST reports, newest first. */
  dastReports: FakeDastReport[];
  /** DAST targets, oldest first. */
  dastTargets: FakeDastTarget[];
  /** The id the next DAST target gets. */
  nextTargetId: number;
}

/** The `security` namespace's state: the security data of each organization, keyed `provider/organization` (created empty on first use). */
export type FakeSecurityState = Map<string, FakeOrgSecurity>;

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms: number): string => new Date(ms).toISOString();

/** Days allowed per priority that a new organization starts with. */
const DEFAULT_SLA: SlaConfig = { criticalSla: 7, highSla: 30, mediumSla: 90, lowSla: 180 };

/** Days allowed for a finding of this priority. */
export function slaDays(sla: SlaConfig, priority: string): number {
  return priority === 'Critical' ? sla.criticalSla : priority === 'High' ? sla.highSla : priority === 'Medium' ? sla.mediumSla : sla.lowSla;
}

/** A finding's status now: ignored, closed on time or late, or open and overdue, due within a week, or on track. */
export function securityStatus(item: FakeSecurityItem, now = Date.now()): SecurityItem['status'] {
  if (item.ignored) return 'Ignored';
  const due = Date.parse(item.dueAt);
  if (item.closedAt !== undefined) return Date.parse(item.closedAt) <= due ? 'ClosedOnTime' : 'ClosedLate';
  if (now > due) return 'Overdue';
  return due - now <= 7 * DAY ? 'DueSoon' : 'OnTrack';
}

/** The finding as the API shows it. */
export function toSecurityItem(item: FakeSecurityItem): SecurityItem {
  return { ...item, status: securityStatus(item) };
}

/** The security data a new organization starts with: no finding, its admins as members, the default deadlines. */
export function emptyOrgSecurity(members: FakeMember[] = []): FakeOrgSecurity {
  return { items: [], members, managers: new Map(), sla: { ...DEFAULT_SLA }, dastReports: [], dastTargets: [], nextTargetId: 125904 };
}

/** The security managers as listed: organization admins first, then by name. */
export function listedManagers(org: FakeOrgSecurity): SecurityManager[] {
  return org.members
    .filter((m) => m.admin || org.managers.has(m.userId))
    .sort((a, b) => Number(b.admin) - Number(a.admin) || a.name.localeCompare(b.name))
    .map((m) => ({ userId: m.userId, name: m.name, email: m.email, createdAt: org.managers.get(m.userId) ?? '2023-03-14T09:26:53Z' }));
}

/**
 * The security data of `gh/acme`: seven findings of every source (a critical SAST finding overdue, a
 * vulnerable dependency due soon, a leaked secret, a ZAP finding, a pen test finding, a closed one and an
 * ignored one), an admin and a security manager among three members, and two DAST targets (one analysed)
 * with one processed report. Deadlines are counted from now, so that the statuses hold whenever it runs.
 */
export function seedSecurity(): FakeSecurityState {
  const now = Date.now();
  const org = emptyOrgSecurity([
    { userId: 7001, name: 'Ada Lovelace', email: 'ada@example.test', admin: true },
    { userId: 7002, name: 'Grace Hopper', email: 'grace@acme.example.test', admin: false },
    { userId: 7003, name: 'Alan Turing', email: 'alan@acme.example.test', admin: false },
  ]);
  org.managers.set(7002, '2024-02-01T10:00:00Z');
  // A finding opened `daysAgo` days ago, due by the deadline for its priority.
  const at = (daysAgo: number, id: string, priority: string, scanType: string, title: string, fields: Partial<FakeSecurityItem> = {}) => {
    const opened = now - daysAgo * DAY;
    const dueAt = iso(opened + slaDays(org.sla, priority) * DAY);
    return { id, itemSource: 'Codacy', itemSourceId: id.slice(0, 6), priority, scanType, title, openedAt: iso(opened), dueAt, ...fields };
  };
  const staging = 'https://staging.acme.example.test';
  const [web, api] = [{ repository: 'web' }, { repository: 'api' }];
  org.items = [
    at(12, 'ba7c836d-85f8-4617-9a95-ac6f00af1d30', 'Critical', 'SAST', 'Insecure hash algorithm MD5 used for password storage', {
      ...web,
      securityCategory: 'Cryptography',
    }),
    at(27, '2f0c1a57-3a8e-4d49-9d0b-5f1c0e7b9a11', 'High', 'SCA', 'body-parser 1.20.2', { ...api, securityCategory: 'InsecureModulesLibraries' }),
    at(1, '6d3e9b20-7c4f-4a8e-b1d2-93e5f0a4c8b7', 'High', 'Secrets', 'AWS access key committed', { ...web, securityCategory: 'Auth' }),
    at(10, '9a4f2183-c2a8-4f38-abe9-1041c5dc9b05', 'Medium', 'DAST', 'CSP header not set', { itemSource: 'ZAP', dastTargetUrls: staging }),
    at(45, 'c4e8a6f1-0b2d-4e7a-8f3c-5d9b1a7e2c60', 'High', 'PenTesting', 'Insecure object reference', { itemSource: 'PenTest', cvssScore: 7.1 }),
    at(100, '1e5b7c9d-2a4f-4b6e-8c0d-3f5a7b9c1d2e', 'Low', 'SAST', 'Open redirect', { ...web, closedAt: iso(now - 60 * DAY) }),
    at(20, '7b9d1f3a-5c7e-4a0b-9d2f-4e6a8c0b2d4f', 'Low', 'IaC', 'S3 bucket without encryption', {
      ...api,
      securityCategory: 'Misconfiguration',
      ignored: { at: iso(now - 15 * DAY), authorId: 7001, authorName: 'Ada Lovelace', reason: 'TestCode' },
    }),
  ];
  const analysed: DastTargetStatus = { status: 'successful', transitionedAt: iso(now - 10 * DAY), analysisId: '72aa9244-4281-460a-a4ee-25be58d2a1ab' };
  const openapi = 'https://api.acme.example.test/v1';
  const headers = { Authorization: 'Bearer staging-token' };
  org.dastTargets = [
    { target: { id: org.nextTargetId++, url: staging, targetType: 'webapp' }, analyses: [analysed], apiAuthHeaders: {} },
    { target: { id: org.nextTargetId++, url: openapi, targetType: 'openapi', apiDefinitionUrl: openapi }, analyses: [], apiAuthHeaders: headers },
  ];
  const [id, createdAt] = ['847feb32-9ff2-11ea-bb37-0242ac130002', iso(now - 10 * DAY)];
  const report: DastReport = { id, organizationId: 0, createdAt, updatedAt: createdAt, generatedAt: createdAt, state: 'Success', tool: 'ZAP' };
  org.dastReports = [{ report, outcome: { state: 'Success', findings: [] } }];
  return new Map([['gh/acme', org]]);
}
