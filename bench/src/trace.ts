/**
 * A trace of a real run, as a picture: a platform client made with `withTelemetry` calls the bench's local
 * server (a walk of three pages, a paced burst of reads, a call to a failing route that is retried), the
 * OpenTelemetry SDK's in-memory exporter records the spans, and they are drawn as a waterfall.
 *
 *   node bench/src/trace.ts
 *
 * writes the spans as recorded (names, parents, times, the attributes a reader looks for) to
 * `docs/bench/trace.json` and the waterfall to `docs/bench/trace.svg`. The picture is never edited by hand:
 * a test draws it again from `docs/bench/trace.json` and fails when the committed one differs.
 */
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { context, SpanStatusCode } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { withTelemetry } from '@typed-api/core/telemetry';
import { PlatformClient } from '@typed-api/platform';
import { CHARTS_DIR, escapeXml } from './charts.ts';
import { QUEUE_ID, REQUEST_ID } from './peers.ts';
import { machineInfo, type MachineInfo } from './stats.ts';

/** One span as the picture needs it: times in milliseconds from the trace's first start. */
export interface TraceSpan {
  id: string;
  parent: string | undefined;
  name: string;
  startMs: number;
  endMs: number;
  /** Failed (an error status). */
  error: boolean;
  /** The attributes shown beside the bar (status, retries, page, pacing wait), as `key=value`. */
  notes: string[];
}

/** A recorded trace, with where and when. */
export interface Trace {
  date: string;
  machine: MachineInfo;
  spans: TraceSpan[];
}

/** The attributes a bar's note shows, under a short name. */
const NOTES: readonly (readonly [string, string])[] = [
  ['http.response.status_code', 'status'],
  ['http.request.resend_count', 'resend'],
  ['typed_api.page.number', 'page'],
  ['typed_api.retries', 'retries'],
  ['typed_api.pacing.wait_ms', 'paced ms'],
  ['typed_api.walk.pages', 'pages'],
];

/** The exporter's spans as the picture keeps them. */
export function traceOf(spans: readonly ReadableSpan[], machine: MachineInfo, date: string): Trace {
  const ms = (time: readonly [number, number]): number => time[0] * 1000 + time[1] / 1e6;
  const origin = Math.min(...spans.map((span) => ms(span.startTime)));
  return {
    date,
    machine,
    spans: spans.map((span) => ({
      id: span.spanContext().spanId,
      parent: span.parentSpanContext?.spanId,
      name: span.name,
      startMs: Math.round((ms(span.startTime) - origin) * 10) / 10,
      endMs: Math.round((ms(span.endTime) - origin) * 10) / 10,
      error: span.status.code === SpanStatusCode.ERROR,
      notes: NOTES.filter(([key]) => span.attributes[key] !== undefined && !(key === 'typed_api.retries' && span.attributes[key] === 0)).map(([key, short]) => `${short}=${String(span.attributes[key])}`),
    })),
  };
}

const WIDTH = 960;
const LABEL = 300;
const AREA = 520;
const ROW = 18;

/** The spans in tree order (each after its parent, siblings by start), with their depth. */
function ordered(spans: readonly TraceSpan[]): { span: TraceSpan; depth: number }[] {
  const ids = new Set(spans.map((span) => span.id));
  const out: { span: TraceSpan; depth: number }[] = [];
  const visit = (parent: string | undefined, depth: number): void => {
    const children = spans.filter((span) => (parent === undefined ? span.parent === undefined || !ids.has(span.parent) : span.parent === parent)).sort((a, b) => a.startMs - b.startMs || a.name.localeCompare(b.name));
    for (const span of children) {
      out.push({ span, depth });
      visit(span.id, depth + 1);
    }
  };
  visit(undefined, 0);
  return out;
}

/** Draws a trace as a waterfall: a row per span, indented under its parent, its bar to scale on the time axis. */
export function waterfallSvg(trace: Trace): string {
  const rows = ordered(trace.spans);
  const end = Math.max(...trace.spans.map((span) => span.endMs), 1);
  const x = (msAt: number): number => LABEL + Math.round((msAt / end) * AREA * 10) / 10;
  const lines: string[] = [];
  let y = 48;
  lines.push(
    `<text x="16" y="24" font-size="16" font-weight="bold">A traced run: a walk, a paced burst, a retried call (spans as the exporter recorded them)</text>`,
    `<text x="16" y="${String(48 + rows.length * ROW + 18)}" font-size="11" fill="#374151">Dark: a call (lighter at its start: its wait for a pacing token). Light: an attempt. Red: failed.</text>`,
  );
  // The time axis: a tick every round step.
  const step = [100, 250, 500, 1_000, 2_000, 5_000, 10_000].find((ms) => end / ms <= 6) ?? 20_000;
  for (let at = 0; at <= end; at += step) {
    lines.push(`<line x1="${String(x(at))}" y1="${String(y - 8)}" x2="${String(x(at))}" y2="${String(y + rows.length * ROW)}" stroke="#e5e7eb"/>`, `<text x="${String(x(at))}" y="${String(y - 12)}" font-size="10" fill="#6b7280" text-anchor="middle">${String(Math.round(at))} ms</text>`);
  }
  for (const { span, depth } of rows) {
    const colour = span.error ? '#dc2626' : depth === 0 ? '#1d4ed8' : span.name === span.name.toUpperCase() ? '#93c5fd' : '#3b82f6';
    const width = Math.max(1, x(span.endMs) - x(span.startMs));
    const label = `${' '.repeat(depth * 2)}${span.name}`;
    const note = `${String(Math.round(span.endMs - span.startMs))} ms${span.notes.length ? `  ${span.notes.join(' ')}` : ''}`;
    // Near the right edge the note goes before the bar.
    const after = x(span.endMs) + 4 + note.length * 5.5 <= WIDTH;
    lines.push(
      `<text x="${String(16 + depth * 12)}" y="${String(y + 13)}" font-size="11">${escapeXml(label.trim())}</text>`,
      `<rect x="${String(x(span.startMs))}" y="${String(y + 3)}" width="${String(Math.round(width * 10) / 10)}" height="${String(ROW - 6)}" fill="${colour}"><title>${escapeXml(`${span.name}: ${String(span.startMs)}–${String(span.endMs)} ms ${span.notes.join(' ')}`)}</title></rect>`,
      `<text x="${String(after ? x(span.endMs) + 4 : x(span.startMs) - 4)}" y="${String(y + 13)}" font-size="10" fill="#374151"${after ? '' : ' text-anchor="end"'}>${escapeXml(note)}</text>`,
    );
    // The part of a call spent waiting for a pacing token, in a lighter shade at the bar's start.
    const paced = Number(span.notes.find((n) => n.startsWith('paced ms='))?.slice('paced ms='.length) ?? 0);
    if (paced > 0) lines.push(`<rect x="${String(x(span.startMs))}" y="${String(y + 3)}" width="${String(Math.max(1, Math.round((x(span.startMs + paced) - x(span.startMs)) * 10) / 10))}" height="${String(ROW - 6)}" fill="#bfdbfe"/>`);
    y += ROW;
  }
  y += 40;
  const { machine } = trace;
  lines.push(`<text x="16" y="${String(y)}" font-size="11" fill="#6b7280">${escapeXml(`Recorded ${trace.date.slice(0, 10)} on ${machine.cpu}, ${String(machine.cores)} cores, Node ${machine.node}, against the bench's local server; node bench/src/trace.ts`)}</text>`);
  const height = y + 14;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(WIDTH)}" height="${String(height)}" viewBox="0 0 ${String(WIDTH)} ${String(height)}" role="img" aria-label="A traced run drawn as a waterfall" font-family="system-ui, -apple-system, Segoe UI, sans-serif">`,
    '<title>A traced run drawn as a waterfall</title>',
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    ...lines,
    '</svg>',
    '',
  ].join('\n');
}

/** Starts the bench's server in a process of its own and gives its address. */
async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], execArgv: ['--disable-warning=ExperimentalWarning'] });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => {
      resolve((message as { baseUrl: string }).baseUrl);
    });
    child.once('error', reject);
  });
  return { baseUrl, stop: () => child.kill() };
}

/** Runs the traced scenario against the bench's server and returns the spans recorded. */
export async function recordTrace(): Promise<Trace> {
  const manager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(manager);
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const server = await startServer();
  try {
    const platform = withTelemetry(PlatformClient, { baseUrl: server.baseUrl, token: 'bench-token', maxRetries: 2, rateLimit: { perResource: 4 } }, { tracerProvider });
    // A walk of 2,500 items: three pages of up to 1,000.
    let items = 0;
    for await (const item of platform.datasets.listItems('items-2500')) if (typeof item === 'object') items++;
    if (items !== 2_500) throw new Error(`the walk saw ${String(items)} items, not 2,500`);
    // A burst of eight reads of one queue's request, paced at four a second.
    await Promise.all(Array.from({ length: 8 }, () => platform.requestQueues.getRequest(QUEUE_ID, REQUEST_ID)));
    // A call to a route that always fails: the first attempt and two retries.
    await platform.requestQueues.get('failing-queue').then(
      () => {
        throw new Error('the failing route answered');
      },
      () => undefined,
    );
    return traceOf(exporter.getFinishedSpans(), machineInfo(), new Date().toISOString());
  } finally {
    server.stop();
    context.disable();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const trace = await recordTrace();
  await writeFile(new URL('trace.json', `file://${CHARTS_DIR}`), `${JSON.stringify(trace, null, 2)}\n`);
  await writeFile(new URL('trace.svg', `file://${CHARTS_DIR}`), waterfallSvg(trace));
  console.log(`${String(trace.spans.length)} spans → docs/bench/trace.json, docs/bench/trace.svg`);
}
