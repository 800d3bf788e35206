import { describe, expect, it } from 'vitest';
import type { WaitProgress } from '@typed-api/core';
import { AbortError, isCodeAnalysisError, TimeoutError, type OrganizationReadyMetrics } from '../src/index.js';
import { rejection, useFake, withFakeTime } from './helpers.js';

const { fake, client } = useFake();
const acme = ['gh', 'acme'] as const;
const all = { entityFilter: {} };

describe('metrics: collection', () => {
  it('starts a metric, waits until it is ready (with progress), then reads it', async () => {
    const c = client({ validateResponses: true });
    expect(isCodeAnalysisError(await rejection(c.metrics.latest(...acme, 'Coverage', all)), 'UnprocessableEntity')).toBe(true);

    await c.metrics.start(...acme, { metrics: ['Coverage'] });
    const seen: WaitProgress<OrganizationReadyMetrics>[] = [];
    const ready = await c.metrics.waitForReady(...acme, { metrics: ['Coverage', 'OpenIssues'] }, { intervalMs: 1, timeoutMs: 5_000, onProgress: (p) => seen.push(p) });
    expect(ready.readyMetrics).toContain('Coverage');
    expect(seen.map((p) => p.value.readyMetrics.includes('Coverage'))).toEqual([false, true]);
    expect(seen.map((p) => p.status)).toEqual(['collecting', 'ready']);

    // The average coverage of the files of `web`: 80.25, 75.25 and 70.25.
    expect(await c.metrics.latest(...acme, 'Coverage', { entityFilter: { repositories: ['web'] } })).toEqual({ value: 75.25, latestValue: 75.25 });
  });

  it('gives up waiting after timeoutMs, and stops on an abort', async () => {
    const c = client();
    // Never started: it never becomes ready.
    expect(await rejection(withFakeTime(() => c.metrics.waitForReady(...acme, { metrics: ['Coverage'] }, { intervalMs: 5, timeoutMs: 30 })))).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    controller.abort();
    expect(await rejection(withFakeTime(() => c.metrics.waitForReady(...acme, { metrics: ['Coverage'] }, { signal: controller.signal })))).toBeInstanceOf(AbortError);
  });

  it('follows the open issues: an ignored issue no longer counts', async () => {
    const c = client({ validateResponses: true });
    const web = [...acme, 'web'] as const;
    const only = { entityFilter: { repositories: ['web'] } };
    expect((await c.metrics.latest(...acme, 'OpenIssues', only)).value).toBe(4);
    await c.issues.updateState(...web, 'issue-0', { ignored: true });
    expect((await c.metrics.latest(...acme, 'OpenIssues', only)).value).toBe(3);
    // Every issue found once still counts as new.
    expect((await c.metrics.period(...acme, 'NewIssues', { filter: only, date: '2024-01-01', period: 'week' })).value).toBe(4);
  });

  it('refuses a latest value of an accumulating metric (400), an unknown metric (404), and repository groups of an enterprise (400)', async () => {
    const c = client();
    expect(isCodeAnalysisError(await rejection(c.metrics.latest(...acme, 'FixedIssues', all)), 'BadRequest')).toBe(true);
    expect(isCodeAnalysisError(await rejection(c.metrics.latest(...acme, 'Nope', all)), 'NotFound')).toBe(true);
    const enterprise = ['gh', 'acme-corp'] as const;
    expect(isCodeAnalysisError(await rejection(c.metrics.latestGroupedForEnterprise(...enterprise, 'OpenIssues', { filter: {}, groupBy: { groupBy: ['repository'] } })), 'BadRequest')).toBe(true);
    expect(fake.state.metrics.organizations.get('gh/acme')?.pending).toEqual([]);
  });
});
