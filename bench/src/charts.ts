/**
 * The bench as pictures: SVG bar charts drawn from one run's report (`bench/results/latest.json`, written by
 * `pnpm bench`), each captioned with the machine and the date it was measured on.
 *
 *   node bench/src/charts.ts [--from=<report.json>]
 *   node bench/src/charts.ts --soak[=<soak.json>]
 *
 * writes the report it drew from to `docs/bench/results.json` (without the bundles' module breakdowns) and the charts beside it (`calls.svg`,
 * `sizes.svg`, `pacing.svg`, `budget.svg`, for the cases the run had). The charts are never edited by hand:
 * a test draws them again from `docs/bench/results.json` and fails when a committed one differs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BenchReport } from './run.ts';
import type { SoakReport } from './soak/report.ts';

/** One bar: what it stands for, its value, and whether it is one of ours (drawn in the accent colour). */
export interface Bar {
  label: string;
  value: number;
  ours: boolean;
  /** Text after the value (a ratio, a count of failures…). */
  note?: string | undefined;
}

/** One panel of bars sharing a unit and a scale. */
export interface Panel {
  title: string;
  /** The unit written after each value (`µs`, `kB`…). */
  unit: string;
  /** Digits after the point of each value. */
  digits: number;
  bars: Bar[];
}

/** A chart: a heading, one or more panels, and the caption saying where and when it was measured. */
export interface Chart {
  /** The file name under `docs/bench/`. */
  file: string;
  heading: string;
  panels: Panel[];
  caption: string;
}

const WIDTH = 760;
const LABEL_WIDTH = 300;
const BAR_AREA = 300;
const ROW = 26;
const OURS = '#2563eb';
const PEER = '#9ca3af';

/** Text made safe for SVG (a peer's name may hold `&` or `<`). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Draws a chart as an SVG document: bars to scale within each panel, value and note after each bar. */
export function chartSvg(chart: Chart): string {
  const lines: string[] = [];
  let y = 34;
  lines.push(`<text x="16" y="${String(y - 10)}" font-size="16" font-weight="bold">${escapeXml(chart.heading)}</text>`);
  for (const panel of chart.panels) {
    y += 12;
    lines.push(`<text x="16" y="${String(y)}" font-size="13" fill="#374151">${escapeXml(panel.title)}</text>`);
    y += 8;
    const max = Math.max(...panel.bars.map((bar) => bar.value), 0);
    for (const bar of panel.bars) {
      const width = max > 0 ? Math.max(1, Math.round((bar.value / max) * BAR_AREA)) : 1;
      const middle = y + ROW / 2;
      const value = `${bar.value.toFixed(panel.digits)} ${panel.unit}${bar.note ? `  ${bar.note}` : ''}`;
      lines.push(
        `<text x="${String(LABEL_WIDTH - 8)}" y="${String(middle + 4)}" font-size="12" text-anchor="end">${escapeXml(bar.label)}</text>`,
        `<rect x="${String(LABEL_WIDTH)}" y="${String(y + 4)}" width="${String(width)}" height="${String(ROW - 8)}" fill="${bar.ours ? OURS : PEER}"><title>${escapeXml(`${bar.label}: ${value}`)}</title></rect>`,
        `<text x="${String(LABEL_WIDTH + width + 6)}" y="${String(middle + 4)}" font-size="12">${escapeXml(value)}</text>`,
      );
      y += ROW;
    }
  }
  y += 22;
  lines.push(`<text x="16" y="${String(y)}" font-size="11" fill="#6b7280">${escapeXml(chart.caption)}</text>`);
  const height = y + 14;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(height)}" viewBox="0 0 ${String(WIDTH)} ${String(height)}" role="img" aria-label="${escapeXml(chart.heading)}" font-family="system-ui, -apple-system, Segoe UI, sans-serif">`,
    `<title>${escapeXml(chart.heading)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...lines,
    '</svg>',
    '',
  ].join('\n');
}

/** Where and when a report was measured, as every chart's caption says it. */
export function captionOf(report: Pick<BenchReport, 'date' | 'machine' | 'quick'>): string {
  const { machine } = report;
  const quick = report.quick ? ' (a quick run: a tenth of the iterations)' : '';
  return `Measured ${report.date.slice(0, 10)} on ${machine.cpu}, ${String(machine.cores)} cores, ${String(machine.memoryGiB)} GiB, Node ${machine.node}, against a local server${quick}; pnpm bench`;
}

const isOurs = (name: string): boolean => name.startsWith('ours') || name.startsWith('@typed-api/');

/** The charts a report has the cases for: per-call time, bundle sizes, pacing under load, the retry budget. */
export function chartsOf(report: BenchReport): Chart[] {
  const caption = captionOf(report);
  const charts: Chart[] = [];
  if (report.case1) {
    charts.push({
      file: 'calls.svg',
      heading: 'One small call, one at a time: time per call (lower is better)',
      panels: [
        {
          title: 'Median of 10 rounds; the ratio is to a raw fetch of the same answer',
          unit: 'µs',
          digits: 0,
          bars: report.case1.peers.map((p) => ({ label: p.name, value: p.usPerCall, ours: isOurs(p.name), note: `${p.ratioToRawFetch.toFixed(2)}×` })),
        },
      ],
      caption,
    });
  }
  if (report.case5) {
    const sized = report.case5.filter((s) => !s.name.includes('error guard'));
    charts.push({
      file: 'sizes.svg',
      heading: 'Bundle size of one client and one call, gzip (lower is better)',
      panels: [{ title: 'esbuild, browser, minified; what loads at once', unit: 'kB', digits: 1, bars: sized.map((s) => ({ label: s.name, value: s.gzipBytes / 1000, ours: isOurs(s.name) })) }],
      caption,
    });
  }
  if (report.case6) {
    const rows = report.case6;
    charts.push({
      file: 'pacing.svg',
      heading: `${rows[0]?.calls.toLocaleString('en') ?? ''} concurrent pushes to one dataset, a server admitting 400 per second`,
      panels: [
        { title: '429 answers received (lower is better)', unit: '', digits: 0, bars: rows.map((r) => ({ label: r.name, value: r.rateLimited, ours: r.name.includes('pacing on') })) },
        { title: 'Seconds until every push settled', unit: 's', digits: 2, bars: rows.map((r) => ({ label: r.name, value: r.seconds, ours: r.name.includes('pacing on'), note: r.failed ? `${String(r.failed)} failed` : undefined })) },
      ],
      caption,
    });
  }
  if (report.case7) {
    const rows = report.case7;
    charts.push({
      file: 'budget.svg',
      heading: `${rows[0]?.calls.toLocaleString('en') ?? ''} concurrent calls to a server that always answers 503`,
      panels: [{ title: 'Requests that reached the server (lower is better)', unit: '', digits: 0, bars: rows.map((r) => ({ label: r.name, value: r.requests, ours: r.name.includes('budget on') })) }],
      caption,
    });
  }
  if (report.case10) {
    const { pacing, rate } = report.case10;
    const label = (r: { name: string }): string => r.name.replace(' (the default)', '').replace(' (rateLimit: false)', '');
    charts.push({
      file: 'workers.svg',
      heading: `Worker processes of one account: ${pacing[0]?.calls.toLocaleString('en') ?? ''} calls, a server admitting ${String(rate)} per second`,
      panels: [
        { title: '429 answers received (lower is better)', unit: '', digits: 0, bars: pacing.map((r) => ({ label: label(r), value: r.rateLimited, ours: r.name.includes('shared') })) },
        { title: `Seconds until every call settled (the limit allows ${((pacing[0]?.calls ?? 0) / rate).toFixed(0)} s)`, unit: 's', digits: 1, bars: pacing.map((r) => ({ label: label(r), value: r.seconds, ours: r.name.includes('shared'), note: r.failed ? `${String(r.failed)} failed` : undefined })) },
      ],
      caption,
    });
  }
  return charts;
}

/** One line of a time panel: its name, its colour, and its points (seconds, value). */
export interface Line {
  label: string;
  colour: string;
  points: [number, number][];
}

/** A panel of lines over time, sharing a unit and a scale from 0. */
export interface TimePanel {
  title: string;
  unit: string;
  lines: Line[];
}

const PANEL_HEIGHT = 90;
const PLOT_LEFT = 70;
const PLOT_WIDTH = 560;
const FAULT_COLOURS: Record<string, string> = { 'redis-stop': '#f59e0b', 'redis-flush': '#dc2626', kill: '#7c3aed', failing: '#fee2e2' };
const FAULT_NAMES: Record<string, string> = { 'redis-stop': 'Redis stopped', 'redis-flush': 'Redis restarted empty', kill: 'worker killed', failing: 'route failing (503)' };

/** A number as an axis label: no decimals past 10, one below. */
function tick(value: number): string {
  return value >= 10 ? value.toFixed(0) : value.toFixed(1);
}

/**
 * Draws the soak's chart: panels of lines over the run's seconds, each scaled from 0 to its highest value,
 * the faults marked on every panel (bands for the failing route, lines for the rest) and named in a legend.
 */
export function soakChartSvg(report: SoakReport): string {
  const seconds = report.seconds;
  const x = (t: number): number => PLOT_LEFT + Math.round((Math.min(t, seconds) / seconds) * PLOT_WIDTH);
  const panels = soakPanels(report);
  const lines: string[] = [];
  const heading = `The soak: ${String(report.settings.workers)} worker processes of one account for ${tick(seconds / 60)} min, with faults`;
  lines.push(`<text x="16" y="24" font-size="16" font-weight="bold">${escapeXml(heading)}</text>`);
  let y = 44;
  for (const panel of panels) {
    const top = y + 18;
    const max = Math.max(1, ...panel.lines.flatMap((l) => l.points.map(([, v]) => v)));
    const yOf = (v: number): number => top + PANEL_HEIGHT - Math.round((v / max) * PANEL_HEIGHT);
    lines.push(`<text x="16" y="${String(y + 10)}" font-size="13" fill="#374151">${escapeXml(panel.title)}</text>`);
    for (const fault of report.faults) {
      if (fault.kind === 'failing') lines.push(`<rect x="${String(x(fault.atS))}" y="${String(top)}" width="${String(Math.max(1, x(fault.atS + fault.forS) - x(fault.atS)))}" height="${String(PANEL_HEIGHT)}" fill="${FAULT_COLOURS.failing ?? ''}"/>`);
      else lines.push(`<line x1="${String(x(fault.atS))}" x2="${String(x(fault.atS))}" y1="${String(top)}" y2="${String(top + PANEL_HEIGHT)}" stroke="${FAULT_COLOURS[fault.kind] ?? ''}" stroke-width="${fault.forS ? String(Math.max(2, x(fault.atS + fault.forS) - x(fault.atS))) : '2'}" stroke-opacity="0.6"/>`);
    }
    lines.push(
      `<line x1="${String(PLOT_LEFT)}" x2="${String(PLOT_LEFT + PLOT_WIDTH)}" y1="${String(top + PANEL_HEIGHT)}" y2="${String(top + PANEL_HEIGHT)}" stroke="#9ca3af"/>`,
      `<text x="${String(PLOT_LEFT - 6)}" y="${String(top + 4)}" font-size="11" text-anchor="end">${escapeXml(`${tick(max)} ${panel.unit}`)}</text>`,
      `<text x="${String(PLOT_LEFT - 6)}" y="${String(top + PANEL_HEIGHT)}" font-size="11" text-anchor="end">0</text>`,
    );
    panel.lines.forEach((line, i) => {
      const path = line.points.map(([t, v]) => `${String(x(t))},${String(yOf(v))}`).join(' ');
      lines.push(`<polyline points="${path}" fill="none" stroke="${line.colour}" stroke-width="1.5"><title>${escapeXml(line.label)}</title></polyline>`);
      if (panel.lines.length <= 4) lines.push(`<text x="${String(PLOT_LEFT + PLOT_WIDTH + 8)}" y="${String(top + 10 + i * 14)}" font-size="11" fill="${line.colour}">${escapeXml(line.label)}</text>`);
    });
    y = top + PANEL_HEIGHT + 8;
  }
  lines.push(`<text x="${String(PLOT_LEFT)}" y="${String(y + 6)}" font-size="11" fill="#6b7280">0 s</text>`, `<text x="${String(PLOT_LEFT + PLOT_WIDTH)}" y="${String(y + 6)}" font-size="11" fill="#6b7280" text-anchor="end">${escapeXml(`${tick(seconds)} s`)}</text>`);
  y += 24;
  let legendX = 16;
  for (const kind of ['failing', 'redis-stop', 'redis-flush', 'kill']) {
    if (!report.faults.some((f) => f.kind === kind)) continue;
    const name = FAULT_NAMES[kind] ?? kind;
    lines.push(`<rect x="${String(legendX)}" y="${String(y - 9)}" width="10" height="10" fill="${FAULT_COLOURS[kind] ?? ''}"/>`, `<text x="${String(legendX + 14)}" y="${String(y)}" font-size="11">${escapeXml(name)}</text>`);
    legendX += 28 + name.length * 6;
  }
  // The caption on two lines (it is longer than the chart is wide): the machine, then the run.
  for (const part of soakCaption(report).split('; ')) {
    y += part.startsWith('Measured') ? 22 : 15;
    lines.push(`<text x="16" y="${String(y)}" font-size="11" fill="#6b7280">${escapeXml(part)}</text>`);
  }
  const height = y + 14;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(height)}" viewBox="0 0 ${String(WIDTH)} ${String(height)}" role="img" aria-label="${escapeXml(heading)}" font-family="system-ui, -apple-system, Segoe UI, sans-serif">`,
    `<title>${escapeXml(heading)}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...lines,
    '</svg>',
    '',
  ].join('\n');
}

/** The soak chart's panels: calls and requests per second, 429s, the retry budget's use, each worker's RSS. */
export function soakPanels(report: SoakReport): TimePanel[] {
  const { samples } = report;
  const every = report.settings.sampleEveryS;
  const rssColours = ['#2563eb', '#059669', '#d97706', '#db2777', '#7c3aed', '#0891b2', '#65a30d', '#dc2626'];
  const slots = Math.max(0, ...samples.map((s) => s.rssMB.length));
  // The budget's bound at each sample: 20% of the API calls so far plus 50 per started 10 s.
  const budgetUse = samples.map((s): [number, number] => {
    const bound = Math.ceil(0.2 * s.apiCallsTotal) + 50 * Math.ceil(s.t / 10);
    return [s.t, Math.round(((s.failingTotal - s.failingCallsTotal) / bound) * 1000) / 10];
  });
  return [
    {
      title: 'Calls per second: operations the workers started, requests the server received',
      unit: '/s',
      lines: [
        { label: 'operations', colour: OURS, points: samples.map((s) => [s.t, s.callsPerS]) },
        { label: 'requests', colour: PEER, points: samples.map((s) => [s.t, s.requestsPerS]) },
      ],
    },
    { title: `429 answers, per ${String(every)} s (at most 0.5% of the calls outside the Redis outages)`, unit: '', lines: [{ label: '429s', colour: '#dc2626', points: samples.map((s) => [s.t, s.rateLimited]) }] },
    { title: 'Retries to the failing route, as a share of what the retry budget allows so far', unit: '%', lines: [{ label: 'budget used', colour: OURS, points: budgetUse }] },
    {
      title: 'Each worker\'s resident memory (a killed worker\'s slot starts again)',
      unit: 'MB',
      // A slot just started again has not reported yet (0): no point there.
      lines: Array.from({ length: slots }, (_, slot) => ({ label: `worker ${String(slot)}`, colour: rssColours[slot % rssColours.length] ?? OURS, points: samples.filter((s) => (s.rssMB[slot] ?? 0) > 0).map((s): [number, number] => [s.t, s.rssMB[slot] ?? 0]) })),
    },
  ];
}

/** Where, when and how long the soak ran, as its chart's caption says it. */
export function soakCaption(report: Pick<SoakReport, 'date' | 'machine' | 'settings'>): string {
  const { machine, settings } = report;
  const form = settings.minutes < 5 ? 'the short form, ' : '';
  return `Measured ${report.date.slice(0, 10)} on ${machine.cpu}, ${String(machine.cores)} cores, ${String(machine.memoryGiB)} GiB, Node ${machine.node}; ${form}${String(settings.workers)} workers for ${String(settings.minutes)} min; pnpm bench --only=soak --minutes=${String(settings.minutes)} --workers=${String(settings.workers)}`;
}

/** The folder the charts and the report they come from are kept in. */
export const CHARTS_DIR = fileURLToPath(new URL('../../docs/bench/', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url) && !process.argv.some((arg) => arg.startsWith('--soak'))) {
  const from = process.argv.find((arg) => arg.startsWith('--from='))?.slice('--from='.length) ?? fileURLToPath(new URL('../results/latest.json', import.meta.url));
  const report = JSON.parse(await readFile(from, 'utf8')) as BenchReport;
  if (report.quick) throw new Error(`${from} is a quick run: its numbers are not the reported ones; run pnpm bench without --quick`);
  await mkdir(CHARTS_DIR, { recursive: true });
  // The bundles' module-by-module breakdowns are left out: no chart reads them, and `pnpm size --modules` prints them.
  const kept = JSON.stringify(report, (key, value: unknown) => (key === 'modules' || key === 'breakdown' ? undefined : value), 2);
  await writeFile(`${CHARTS_DIR}results.json`, `${kept}\n`);
  for (const chart of chartsOf(report)) await writeFile(`${CHARTS_DIR}${chart.file}`, chartSvg(chart));
  console.log(`charts of ${from} written to ${CHARTS_DIR}: ${chartsOf(report).map((c) => c.file).join(', ')}`);
}

// `--soak[=<soak.json>]`: the soak's chart instead, from `bench/results/soak.json` by default; its report is
// kept beside it as `docs/bench/soak.json`.
const soakArg = process.argv.find((arg) => arg === '--soak' || arg.startsWith('--soak='));
if (process.argv[1] === fileURLToPath(import.meta.url) && soakArg !== undefined) {
  const from = soakArg.startsWith('--soak=') ? soakArg.slice('--soak='.length) : fileURLToPath(new URL('../results/soak.json', import.meta.url));
  const report = JSON.parse(await readFile(from, 'utf8')) as SoakReport;
  await mkdir(CHARTS_DIR, { recursive: true });
  await writeFile(`${CHARTS_DIR}soak.json`, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(`${CHARTS_DIR}soak.svg`, soakChartSvg(report));
  console.log(`the soak chart of ${from} written to ${CHARTS_DIR}soak.svg`);
}
