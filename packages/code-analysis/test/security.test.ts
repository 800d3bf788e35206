import { describe, expect, it } from 'vitest';
import { AbortError, ApiError, NotFoundError, RateLimitError, TimeoutError, UnprocessableEntityError, isDastReportProcessed, type DastReport } from '../src/index.js';
import { ZAP_REPORT } from './contract/security.js';
import { rejection, useFake, withFakeTime } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;
const SCA_HIGH = '2f0c1a57-3a8e-4d49-9d0b-5f1c0e7b9a11';

describe('security findings', () => {
  it('walks every finding with for await, one page per finding (pages of one), and stops at maxItems', async () => {
    const ids: string[] = [];
    fake.state.maxPageSize = 1;
    for await (const item of client().security.searchItems(...acme)) ids.push(item.id);
    expect(ids).toHaveLength(7);
    const sent = await requests();
    expect(sent).toHaveLength(7);
    expect(sent.every((r) => r.method === 'POST')).toBe(true);
    expect(sent.slice(1).every((r) => r.url.searchParams.has('cursor'))).toBe(true);
    const firstTwo = await client().security.searchItems(...acme).limit({ maxItems: 2 }).toArray();
    expect(firstTwo.map((i) => i.id)).toEqual(ids.slice(0, 2));
  });

  it('lists an ignored finding as ignored (search, dashboard, CSV report), and back after unignoring', async () => {
    const c = client();
    const before = await c.security.dashboard(...acme);
    await c.security.ignoreItem(...acme, SCA_HIGH, { reason: 'NotExploitable' });
    const ignored = await c.security.searchItems(...acme, { statuses: ['Ignored'] }).toArray();
    expect(ignored.map((i) => [i.id, i.ignored?.reason])).toContainEqual([SCA_HIGH, 'NotExploitable']);
    expect((await c.security.dashboard(...acme)).totalOpen).toBe(before.totalOpen - 1);
    expect(await c.reports.searchSecurityItems(...acme, { statuses: ['Ignored'] })).toContain(`${SCA_HIGH},body-parser`);
    // Ignoring twice is refused; unignoring brings it back; unignoring again is refused.
    expect(await rejection(c.security.ignoreItem(...acme, SCA_HIGH))).toBeInstanceOf(UnprocessableEntityError);
    expect((await c.security.unignoreItem(...acme, SCA_HIGH)).status).toBe('DueSoon');
    expect(await rejection(c.security.unignoreItem(...acme, SCA_HIGH))).toBeInstanceOf(UnprocessableEntityError);
    expect(await rejection(c.security.getItem(...acme, '00000000-0000-0000-0000-000000000000'))).toBeInstanceOf(NotFoundError);
  });

  it('moves deadlines with the SLA: a shorter one makes a finding overdue', async () => {
    const c = client();
    expect((await c.security.getItem(...acme, SCA_HIGH)).status).toBe('DueSoon');
    await c.security.updateSlaConfig(...acme, { slaConfig: { criticalSla: 7, highSla: 14, mediumSla: 90, lowSla: 180 } });
    expect((await c.security.getSlaConfig(...acme)).slaConfig.highSla).toBe(14);
    expect((await c.security.getItem(...acme, SCA_HIGH)).status).toBe('Overdue');
    expect(await rejection(c.security.updateSlaConfig(...acme, { slaConfig: { criticalSla: 0, highSla: 14, mediumSla: 90, lowSla: 180 } }))).toBeInstanceOf(ApiError);
  });
});

describe('security managers', () => {
  it('lists an added manager, drops a removed one (404 after), and keeps admins', async () => {
    const c = client();
    await c.security.addManager(...acme, { userId: 7003 });
    expect((await c.security.listManagers(...acme).toArray()).map((m) => m.name)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    await c.security.removeManager(...acme, 7003);
    expect((await c.security.listManagers(...acme).toArray()).map((m) => m.userId)).toEqual([7001, 7002]);
    expect(await rejection(c.security.removeManager(...acme, 7003))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.security.removeManager(...acme, 7001))).toBeInstanceOf(UnprocessableEntityError);
    expect(await rejection(c.security.addManager(...acme, { userId: 99 }))).toBeInstanceOf(NotFoundError);
  });

  it('starts a new organization with its admin as the only manager', async () => {
    fake.addOrganization('bb', 'team');
    const managers = await client().security.listManagers('bb', 'team').toArray();
    expect(managers.map((m) => m.userId)).toEqual([7001]);
  });
});

describe('DAST targets', () => {
  it('lists a created target, and a deleted one is gone (404 after)', async () => {
    const c = client();
    const created = await c.security.createDastTarget(...acme, { url: 'https://admin.acme.example.test' });
    expect(created).toMatchObject({ url: 'https://admin.acme.example.test', targetType: 'webapp', status: [] });
    expect((await c.security.listDastTargets(...acme).toArray()).map((t) => t.id)).toContain(created.id);
    const duplicate = await rejection(c.security.createDastTarget(...acme, { url: 'https://admin.acme.example.test' }));
    expect(duplicate).toBeInstanceOf(ApiError);
    expect((duplicate as ApiError).status).toBe(409);
    await c.security.deleteDastTarget(...acme, created.id);
    expect((await c.security.listDastTargets(...acme).toArray()).map((t) => t.id)).not.toContain(created.id);
    expect(await rejection(c.security.deleteDastTarget(...acme, created.id))).toBeInstanceOf(NotFoundError);
    expect(await rejection(c.security.analyzeDastTarget(...acme, created.id))).toBeInstanceOf(NotFoundError);
  });

  it('waits for an analysis: queued, running, then successful, with progress', async () => {
    const c = client();
    const { analysisId } = await c.security.analyzeDastTarget(...acme, 125905);
    // One analysis waits at most: another one is refused while it is queued.
    expect(await rejection(c.security.analyzeDastTarget(...acme, 125905))).toBeInstanceOf(RateLimitError);
    const seen: string[] = [];
    const statuses: string[] = [];
    const target = await c.security.waitForDastAnalysis(...acme, 125905, analysisId, {
      intervalMs: 5,
      onProgress: ({ value, status }) => {
        seen.push(value?.status.find((s) => s.analysisId === analysisId)?.status ?? 'missing');
        statuses.push(status);
      },
    });
    expect(seen).toEqual(['queued', 'running', 'successful']);
    expect(statuses).toEqual(seen);
    expect(target.status.find((s) => s.analysisId === analysisId)?.status).toBe('successful');
  });
});

describe('DAST reports', () => {
  it('waits for an uploaded report, whose alerts become findings', async () => {
    const c = client();
    const { id } = await c.security.uploadDastReport(...acme, 'ZAP', { file: new Blob([ZAP_REPORT], { type: 'application/json' }), reportFormat: 'json' });
    const states: (string | undefined)[] = [];
    const statuses: string[] = [];
    const report = await c.security.waitForDastReport(...acme, id, {
      intervalMs: 5,
      onProgress: ({ value, status }) => {
        states.push(value?.state);
        statuses.push(status);
      },
    });
    expect(states).toEqual(['InProgress', 'Success']);
    expect(statuses).toEqual(['InProgress', 'Success']);
    expect(report).toMatchObject({ id, state: 'Success', tool: 'ZAP', generatedAt: '2024-03-05T10:14:02.000Z' });
    const dast = await c.security.searchItems(...acme, { scanTypes: ['DAST'], dastTargetUrls: ['https://shop.acme.example.test'] }).toArray();
    expect(dast.map((i) => [i.title, i.priority, i.cwe])).toEqual([['Absence of Anti-CSRF Tokens', 'Medium', 'CWE-352']]);
  });

  it('ends a report it cannot read in Failure, with the reason', async () => {
    const c = client();
    const { id } = await c.security.uploadDastReport(...acme, 'ZAP', { file: '<html>not json</html>', reportFormat: 'json' });
    const report: DastReport = await c.security.waitForDastReport(...acme, id, { intervalMs: 5 });
    expect(isDastReportProcessed(report)).toBe(true);
    expect(report).toMatchObject({ state: 'Failure', failureReason: 'Unrecognized report format.' });
  });

  it('gives up after timeoutMs, and stops when aborted', async () => {
    const c = client();
    const timedOut = await rejection(withFakeTime(() => c.security.waitForDastReport(...acme, 'no-such-report', { intervalMs: 5, timeoutMs: 60 })));
    expect(timedOut).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const pending = rejection(withFakeTime(() => c.security.waitForDastReport(...acme, 'no-such-report', { intervalMs: 5, signal: controller.signal })));
    controller.abort();
    expect(await pending).toBeInstanceOf(AbortError);
  });

  it('refuses a tool it does not know', async () => {
    const err = await rejection(client().security.uploadDastReport(...acme, 'Burp', { file: ZAP_REPORT, reportFormat: 'json' }));
    expect((err as ApiError).status).toBe(400);
  });
});
