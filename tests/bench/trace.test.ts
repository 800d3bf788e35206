import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CHARTS_DIR } from '../../bench/src/charts.ts';
import { waterfallSvg, type Trace } from '../../bench/src/trace.ts';

// The traced run of the telemetry guide is drawn from the spans it recorded, never by hand.

const machine = { node: 'v22.0.0', platform: 'linux', cpu: 'Test CPU', cores: 2, memoryGiB: 4 };

describe('the waterfall of a trace', () => {
  test('draws a row per span in tree order, each bar to scale on the time axis', () => {
    const trace: Trace = {
      date: '2026-01-02T03:04:05.000Z',
      machine,
      spans: [
        { id: 'b', parent: 'a', name: 'GET', startMs: 100, endMs: 200, error: true, notes: ['status=503'] },
        { id: 'a', parent: undefined, name: 'things.get <1>', startMs: 0, endMs: 1000, error: false, notes: ['retries=1', 'paced ms=500'] },
        { id: 'c', parent: 'a', name: 'GET', startMs: 600, endMs: 1000, error: false, notes: ['status=200'] },
      ],
    };
    const svg = waterfallSvg(trace);
    const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="(\d+)" width="([\d.]+)" height="12" fill="(#\w+)"><title>/g)].map((m) => [Number(m[1]), Number(m[3]), m[4]]);
    // The call over the whole axis (520 px), then its attempts: the failed one red.
    expect(bars).toEqual([
      [300, 520, '#1d4ed8'],
      [352, 52, '#dc2626'],
      [612, 208, '#93c5fd'],
    ]);
    // The call's wait for its pacing token, lighter at its start: half of it.
    expect(svg).toContain('<rect x="300" y="51" width="260" height="12" fill="#bfdbfe"/>');
    expect(svg).toContain('things.get &lt;1&gt;');
    expect(svg).toContain('Recorded 2026-01-02 on Test CPU, 2 cores, Node v22.0.0');
  });

  test('the committed picture is what the committed trace gives', () => {
    const trace = JSON.parse(readFileSync(`${CHARTS_DIR}trace.json`, 'utf8')) as Trace;
    expect(trace.spans.length).toBeGreaterThan(10);
    expect(readFileSync(`${CHARTS_DIR}trace.svg`, 'utf8')).toBe(waterfallSvg(trace));
  });
});
