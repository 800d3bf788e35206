import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const S = '/api/v3/organizations/gh/acme/security';
const D = '/api/v3/organizations/gh/acme/dast/targets';
const SAST_CRITICAL = 'ba7c836d-85f8-4617-9a95-ac6f00af1d30';
const SCA_HIGH = '2f0c1a57-3a8e-4d49-9d0b-5f1c0e7b9a11';
const IGNORED_IAC = '7b9d1f3a-5c7e-4a0b-9d2f-4e6a8c0b2d4f';

/** A ZAP JSON report with one alert, generated in ZAP's default (English) time format. */
export const ZAP_REPORT = JSON.stringify({
  '@version': '2.14.0',
  '@generated': 'Tue, 5 Mar 2024 10:14:02',
  site: [{ '@name': 'https://shop.acme.example.test', alerts: [{ pluginid: '10202', name: 'Absence of Anti-CSRF Tokens', riskcode: '2', cweid: '352', solution: 'Use an anti-CSRF token.' }] }],
});

/** Contract rows of the `security` namespace. */
export function securityRows(context: ContractContext): Record<string, Row> {
  const { fake, org, web } = context;
  const acme = () => {
    const found = fake.state.security.get('gh/acme');
    if (!found) throw new Error('seed security data missing');
    return found;
  };
  const item = (id: string) => acme().items.find((i) => i.id === id);
  return {
    'security.listCategories': {
      call: (c) => c.security.listCategories(...org, { limit: 2 }),
      path: `${S}/categories`,
      query: { limit: '2' },
      result: (p: { items: string[]; pagination: { cursor?: string; total?: number } }) => {
        expect(p.items).toEqual(['Auth', 'Cryptography']);
        expect(p.pagination.total).toBe(3);
        expect(p.pagination.cursor).toBeTypeOf('string');
      },
    },
    'security.dashboard': {
      call: (c) => c.security.dashboard(...org, { priorities: ['High'], segments: [1] }),
      path: `${S}/dashboard`,
      body: { priorities: ['High'], segments: [1] },
      result: (v: Record<string, number>) => {
        expect(v).toMatchObject({ totalOpen: 3, totalNewThisWeek: 1, overdue: 1, dueSoon: 1, onTrack: 1, openHigh: 3, openCritical: 0, openSCA: 1, openSecrets: 1, openPenTesting: 1, openDAST: 0 });
      },
    },
    'security.dashboardCategories': {
      call: (c) => c.security.dashboardCategories(...org, { repositories: ['web'] }),
      path: `${S}/dashboard/categories/search`,
      body: { repositories: ['web'] },
      result: (v: unknown) => {
        expect(v).toEqual([
          { name: 'Auth', total: 1 },
          { name: 'Cryptography', total: 1 },
        ]);
      },
    },
    'security.dashboardHistory': {
      call: (c) => c.security.dashboardHistory(...org),
      path: `${S}/dashboard/history/search`,
      body: {},
      result: (v: { since: string; until: string; openHigh: number; ignoredLow: number }[]) => {
        expect(v).toHaveLength(4);
        for (const point of v) expect(Date.parse(point.until) - Date.parse(point.since)).toBe(7 * 24 * 3600 * 1000);
        // The pen test finding (45 days old) is open at the start of every week; the IaC one was ignored 15 days ago.
        expect(v.every((point) => point.openHigh >= 1)).toBe(true);
        expect(v.at(-1)?.ignoredLow).toBe(1);
      },
    },
    'security.dashboardRepositories': {
      call: (c) => c.security.dashboardRepositories(...org),
      path: `${S}/dashboard/repositories/search`,
      body: {},
      result: (v: unknown) => {
        const api = fake.state.repositories.get('gh/acme/api')?.repositoryId;
        expect(v).toEqual([
          { id: web().repositoryId, name: 'web', critical: 1, high: 1, medium: 0, low: 0 },
          { id: api, name: 'api', critical: 0, high: 1, medium: 0, low: 0 },
        ]);
      },
    },
    'security.listDastReports': {
      call: (c) => c.security.listDastReports(...org, { limit: 10 }),
      path: `${S}/dast/reports`,
      query: { limit: '10' },
      result: (p: { items: { id: string; state: string; tool: string; organizationId: number }[] }) => {
        expect(p.items).toHaveLength(1);
        expect(p.items[0]).toMatchObject({ id: '847feb32-9ff2-11ea-bb37-0242ac130002', state: 'Success', tool: 'ZAP', organizationId: fake.state.organizations.get('gh/acme')?.identifier });
      },
    },
    'security.uploadDastReport': {
      call: (c) => c.security.uploadDastReport(...org, 'ZAP', { file: ZAP_REPORT, fileName: 'zap.json', reportFormat: 'json' }),
      path: `${S}/tools/dast/ZAP/reports`,
      rawBody: (body, contentType) => {
        expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect(body).toContain('name="file"; filename="zap.json"');
        expect(body).toContain('Absence of Anti-CSRF Tokens');
        expect(body).toMatch(/name="reportFormat"\r\n\r\njson\r\n/);
      },
      result: (v: { id: string }) => {
        const [uploaded] = acme().dastReports;
        expect(uploaded?.report).toMatchObject({ id: v.id, state: 'InProgress', generatedAt: '2024-03-05T10:14:02.000Z' });
      },
    },
    'security.searchItems': {
      call: (c) => c.security.searchItems(...org, { priorities: ['High'], statuses: ['Overdue', 'DueSoon'], sort: 'DetectedAt', direction: 'asc', limit: 10 }),
      path: `${S}/items/search`,
      query: { limit: '10', sort: 'DetectedAt', direction: 'asc' },
      body: { priorities: ['High'], statuses: ['Overdue', 'DueSoon'] },
      result: (p: { items: { itemSource: string; status: string; cvssScore?: number }[] }) => {
        expect(p.items.map((i) => [i.itemSource, i.status])).toEqual([
          ['PenTest', 'Overdue'],
          ['Codacy', 'DueSoon'],
        ]);
        expect(p.items[0]?.cvssScore).toBe(7.1);
      },
    },
    'security.getItem': {
      call: (c) => c.security.getItem(...org, SAST_CRITICAL),
      path: `${S}/items/${SAST_CRITICAL}`,
      result: (v: unknown) => {
        expect(v).toMatchObject({ id: SAST_CRITICAL, priority: 'Critical', status: 'Overdue', scanType: 'SAST', securityCategory: 'Cryptography', repository: 'web' });
      },
    },
    'security.ignoreItem': {
      call: (c) => c.security.ignoreItem(...org, SCA_HIGH, { reason: 'FalsePositive', comment: 'The vulnerable parser is not reachable' }),
      path: `${S}/items/${SCA_HIGH}/ignore`,
      body: { reason: 'FalsePositive', comment: 'The vulnerable parser is not reachable' },
      result: (v: { status: string; ignored?: { authorName: string; reason: string } }) => {
        expect(v.status).toBe('Ignored');
        expect(v.ignored).toMatchObject({ authorName: 'Ada Lovelace', reason: 'FalsePositive' });
        expect(item(SCA_HIGH)?.ignored?.authorId).toBe(7001);
      },
    },
    'security.unignoreItem': {
      call: (c) => c.security.unignoreItem(...org, IGNORED_IAC),
      path: `${S}/items/${IGNORED_IAC}/unignore`,
      result: (v: { status: string; ignored?: unknown }) => {
        expect(v.status).toBe('OnTrack');
        expect(v.ignored).toBeUndefined();
        expect(item(IGNORED_IAC)?.ignored).toBeUndefined();
      },
    },
    'security.listManagers': {
      call: (c) => c.security.listManagers(...org),
      path: `${S}/managers`,
      result: (p: { items: { userId: number; email: string }[] }) => {
        expect(p.items.map((m) => [m.userId, m.email])).toEqual([
          [7001, 'ada@example.test'],
          [7002, 'grace@acme.example.test'],
        ]);
      },
    },
    'security.addManager': {
      call: (c) => c.security.addManager(...org, { userId: 7003 }),
      path: `${S}/managers`,
      body: { userId: 7003 },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().managers.has(7003)).toBe(true);
      },
    },
    'security.removeManager': {
      call: (c) => c.security.removeManager(...org, 7002),
      path: `${S}/managers/7002`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().managers.has(7002)).toBe(false);
      },
    },
    'security.listRepositories': {
      call: (c) => c.security.listRepositories(...org, { segments: [1, 2] }),
      path: `${S}/repositories`,
      query: { segments: '1,2' },
      result: (p: { items: unknown[] }) => {
        expect(p.items).toEqual([
          { repositoryId: fake.state.repositories.get('gh/acme/api')?.repositoryId, provider: 'gh', owner: 'acme', name: 'api' },
          { repositoryId: web().repositoryId, provider: 'gh', owner: 'acme', name: 'web' },
        ]);
      },
    },
    'security.getSlaConfig': {
      call: (c) => c.security.getSlaConfig(...org),
      path: `${S}/sla`,
      result: (v: unknown) => {
        expect(v).toEqual({ slaConfig: { criticalSla: 7, highSla: 30, mediumSla: 90, lowSla: 180 } });
      },
    },
    'security.updateSlaConfig': {
      call: (c) => c.security.updateSlaConfig(...org, { slaConfig: { criticalSla: 5, highSla: 20, mediumSla: 60, lowSla: 120 } }),
      path: `${S}/sla`,
      body: { slaConfig: { criticalSla: 5, highSla: 20, mediumSla: 60, lowSla: 120 } },
      result: (v: unknown) => {
        expect(v).toEqual({ slaConfig: { criticalSla: 5, highSla: 20, mediumSla: 60, lowSla: 120 } });
        // Open findings get the new deadlines: the high one opened 27 days ago is now overdue.
        const sca = item(SCA_HIGH);
        expect(Date.parse(sca?.dueAt ?? '') - Date.parse(sca?.openedAt ?? '')).toBe(20 * 24 * 3600 * 1000);
      },
    },
    'security.getOssfScorecard': {
      call: (c) => c.security.getOssfScorecard({ purl: 'pkg:npm/lodash' }),
      path: '/api/v3/security/dependencies/ossf/scorecard',
      body: { purl: 'pkg:npm/lodash' },
      // The fake answers a sample of the scorecard's schema (the scores are the OSSF's, not the API's).
      result: (v: { score: number; date: string; checks: unknown[]; failingCheckCount: number; passingCheckCount: number }) => {
        expect([typeof v.score, typeof v.date, typeof v.failingCheckCount, typeof v.passingCheckCount]).toEqual(['number', 'string', 'number', 'number']);
        expect(v.checks).toBeInstanceOf(Array);
      },
    },
    'security.listDastTargets': {
      call: (c) => c.security.listDastTargets(...org),
      path: D,
      result: (p: { items: { id: number; targetType?: string; status: { status: string; analysisId: string }[] }[] }) => {
        expect(p.items.map((t) => [t.id, t.targetType])).toEqual([
          [125904, 'webapp'],
          [125905, 'openapi'],
        ]);
        expect(p.items[0]?.status).toMatchObject([{ status: 'successful', analysisId: '72aa9244-4281-460a-a4ee-25be58d2a1ab' }]);
        expect(p.items[1]?.status).toEqual([]);
      },
    },
    'security.createDastTarget': {
      call: (c) => c.security.createDastTarget(...org, { url: 'https://shop.acme.example.test/graphql', targetType: 'graphql', apiAuthHeaders: { 'X-Api-Key': 'k-123' } }),
      path: D,
      body: { url: 'https://shop.acme.example.test/graphql', targetType: 'graphql', apiAuthHeaders: { 'X-Api-Key': 'k-123' } },
      result: (v: unknown) => {
        expect(v).toEqual({ id: 125906, url: 'https://shop.acme.example.test/graphql', targetType: 'graphql', apiAuthHeaderNames: ['X-Api-Key'], status: [] });
        expect(acme().dastTargets).toHaveLength(3);
      },
    },
    'security.deleteDastTarget': {
      call: (c) => c.security.deleteDastTarget(...org, 125905),
      path: `${D}/125905`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().dastTargets.map((t) => t.target.id)).toEqual([125904]);
      },
    },
    'security.analyzeDastTarget': {
      call: (c) => c.security.analyzeDastTarget(...org, 125905),
      path: `${D}/125905/analyze`,
      result: (v: { analysisId: string }) => {
        expect(v.analysisId).toMatch(/^[0-9a-f-]{36}$/);
        expect(acme().dastTargets[1]?.analyses).toMatchObject([{ status: 'queued', analysisId: v.analysisId }]);
      },
    },
  };
}
