import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { captionOf, chartsOf, chartSvg, CHARTS_DIR, soakCaption, soakChartSvg, soakPanels, type Chart } from '../../bench/src/charts.ts';
import type { BenchReport } from '../../bench/src/run.ts';
import type { SoakReport, SoakSample } from '../../bench/src/soak/report.ts';

// The bench's pictures are drawn from a run's report, never by hand: the committed charts are what the
// committed report gives, and each bar is to scale.

const machine = { node: 'v22.0.0', platform: 'linux', cpu: 'Test CPU <2 GHz>', cores: 2, memoryGiB: 4, loadAverage: [0.5, 0.5, 0.5] };

const widths = (svg: string): number[] => [...svg.matchAll(/<rect x="300" y="\d+" width="(\d+)"/g)].map((m) => Number(m[1]));

describe('bench charts', () => {
  test('bars are to scale within a panel, ours in the accent colour, text escaped', () => {
    const chart: Chart = {
      file: 'x.svg',
      heading: 'A & B',
      panels: [{ title: 'time', unit: 'µs', digits: 1, bars: [{ label: 'raw <fetch>', value: 200, ours: false }, { label: 'ours', value: 100, ours: true, note: '0.50×' }, { label: 'none', value: 0, ours: false }] }],
      caption: 'Measured here',
    };
    const svg = chartSvg(chart);
    expect(widths(svg)).toEqual([300, 150, 1]);
    expect(svg).toContain('raw &lt;fetch&gt;');
    expect(svg).toContain('A &amp; B');
    expect(svg).toContain('100.0 µs  0.50×');
    expect(svg).toMatch(/width="150" height="18" fill="#2563eb"/);
    expect(svg).toContain('>Measured here</text>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  test('each chart says when and on what machine it was measured, and a quick run says so', () => {
    const report = { date: '2026-11-27T19:00:00.000Z', machine, quick: false };
    expect(captionOf(report)).toBe('Measured 2026-11-27 on Test CPU <2 GHz>, 2 cores, 4 GiB, Node v22.0.0, against a local server; pnpm bench');
    expect(captionOf({ ...report, quick: true })).toContain('a quick run');
    expect(chartSvg({ file: 'x.svg', heading: 'h', panels: [], caption: captionOf(report) })).toContain('Test CPU &lt;2 GHz&gt;');
  });

  test('a report draws the charts of the cases it has, and only those', () => {
    const report: BenchReport = {
      date: '2026-11-27T19:00:00.000Z',
      machine,
      plan: {} as BenchReport['plan'],
      quick: false,
      errors: {},
      targets: [],
      case7: [
        { name: 'ours (retry budget on, the default)', calls: 10, requests: 12, rateLimited: 0, failed: 10, unfinished: 0, seconds: 1 },
        { name: 'official client', calls: 10, requests: 60, rateLimited: 0, failed: 10, unfinished: 0, seconds: 9 },
      ],
    };
    const [budget, ...others] = chartsOf(report);
    expect(budget?.file).toBe('budget.svg');
    expect(others).toEqual([]);
    expect(budget && widths(chartSvg(budget))).toEqual([60, 300]);
  });

  test("the many-workers chart shows 429s and time per pacing mode, ours in the accent colour, with each mode's failed calls", () => {
    const row = (name: string, rateLimited: number, seconds: number, failed: number) => ({ name, workers: 4, calls: 1200, requests: 1200 + rateLimited, rateLimited, failed, seconds, storeCallsPerCall: undefined, storeErrors: undefined });
    const pacing = [row('4 workers, pacing shared through Redis', 0, 21, 0), row('4 workers, pacing each process alone (the default)', 1000, 8, 700), row('4 workers, pacing none (rateLimit: false)', 1500, 4, 1000)];
    const report = { date: '2026-11-27T19:00:00.000Z', machine, plan: {} as BenchReport['plan'], quick: false, errors: {}, targets: [], case10: { rate: 60, pacing } } as unknown as BenchReport;
    const [workers, ...others] = chartsOf(report);
    expect(others).toEqual([]);
    expect(workers?.heading).toBe('Worker processes of one account: 1,200 calls, a server admitting 60 per second');
    expect(workers?.panels.map((p) => p.title)).toEqual(['429 answers received (lower is better)', 'Seconds until every call settled (the limit allows 20 s)']);
    expect(workers?.panels[0]?.bars.map((b) => [b.label, b.value, b.ours])).toEqual([
      ['4 workers, pacing shared through Redis', 0, true],
      ['4 workers, pacing each process alone', 1000, false],
      ['4 workers, pacing none', 1500, false],
    ]);
    expect(workers?.panels[1]?.bars.map((b) => b.note)).toEqual([undefined, '700 failed', '1000 failed']);
  });

  test('the committed charts are the ones the committed report draws (node bench/src/charts.ts after pnpm bench)', () => {
    const report = JSON.parse(readFileSync(`${CHARTS_DIR}results.json`, 'utf8')) as BenchReport;
    const charts = chartsOf(report);
    expect(charts.map((c) => c.file)).toEqual(['calls.svg', 'sizes.svg', 'pacing.svg', 'budget.svg', 'workers.svg']);
    for (const chart of charts) expect(readFileSync(`${CHARTS_DIR}${chart.file}`, 'utf8'), `${chart.file} is stale`).toBe(chartSvg(chart));
  });

  test('the soak chart draws calls, 429s, budget use and RSS over time, with the faults marked and the run said in the caption', () => {
    const sample = (t: number, rss: number[]): SoakSample => ({ t, callsPerS: t, requestsPerS: 2 * t, rateLimited: t === 10 ? 4 : 0, failingRequests: 0, failingTotal: t, failingCallsTotal: t / 2, apiCallsTotal: 100 * t, resets: 0, rssMB: rss, heapMB: rss, keys: 10, shared: 2 });
    const report = {
      date: '2026-11-29T05:00:00.000Z',
      machine,
      settings: { minutes: 1, workers: 2, concurrency: 2, thinkMs: 20, sampleEveryS: 5, proxy: { latencyMs: 2, jitterMs: 8, resetShare: 0.05 } },
      seconds: 20,
      faults: [
        { kind: 'failing', atS: 2, forS: 8 },
        { kind: 'redis-stop', atS: 5, forS: 4 },
        { kind: 'kill', atS: 8, forS: 0, slot: 0 },
      ],
      samples: [sample(5, [100, 110]), sample(10, [0, 110]), sample(20, [120, 115])],
    } as unknown as SoakReport;
    const panels = soakPanels(report);
    expect(panels.map((p) => p.lines.map((l) => l.label))).toEqual([['operations', 'requests'], ['429s'], ['budget used'], ['worker 0', 'worker 1']]);
    expect(panels[1]?.lines[0]?.points).toEqual([[5, 0], [10, 4], [20, 0]]);
    // Worker 0 was just started again at 10 s and had not reported: no point there.
    expect(panels[3]?.lines.map((l) => l.points)).toEqual([[[5, 100], [20, 120]], [[5, 110], [10, 110], [20, 115]]]);
    // Retries so far (failing requests less failing calls) over 20% of the API calls plus 50 per started 10 s.
    expect(panels[2]?.lines[0]?.points[2]).toEqual([20, Math.round((10 / (400 + 100)) * 1000) / 10]);
    const svg = soakChartSvg(report);
    // Each panel: the failing route as a band from 2 s to 10 s of 20 s (x 70 + 560 * t / 20), Redis's stop and the kill as lines.
    expect(svg.match(/<rect x="126" y="\d+" width="224"/g)).toHaveLength(4);
    expect(svg.match(/<line x1="210" x2="210"/g)).toHaveLength(4);
    expect(svg.match(/<line x1="294" x2="294"/g)).toHaveLength(4);
    // The 429 line peaks at the panel's top at 10 s.
    expect(svg).toMatch(/<polyline points="210,\d+ 350,(\d+) 630,\d+" fill="none" stroke="#dc2626"/);
    expect(svg).toContain('route failing (503)');
    expect(svg).toContain('worker killed');
    expect(svg).not.toContain('Redis restarted empty');
    expect(soakCaption(report)).toBe('Measured 2026-11-29 on Test CPU <2 GHz>, 2 cores, 4 GiB, Node v22.0.0; the short form, 2 workers for 1 min; pnpm bench --only=soak --minutes=1 --workers=2');
    expect(svg).toContain('Test CPU &lt;2 GHz&gt;');
  });

  test('the committed soak chart is the one the committed soak report draws (node bench/src/charts.ts --soak)', () => {
    const report = JSON.parse(readFileSync(`${CHARTS_DIR}soak.json`, 'utf8')) as SoakReport;
    expect(readFileSync(`${CHARTS_DIR}soak.svg`, 'utf8'), 'soak.svg is stale').toBe(soakChartSvg(report));
  });
});
