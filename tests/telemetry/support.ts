// The OpenTelemetry SDK's own in-memory exporters (real SDK packages), for the telemetry tests: spans as the
// exporter records them, drawn as a tree, and metrics as a reader collects them.
import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { MeterProvider, MetricReader, type DataPoint, type Histogram } from '@opentelemetry/sdk-metrics';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { afterAll, beforeAll } from 'vitest';

/** A reader that exports nothing on its own: a test collects when it looks. */
class CollectingReader extends MetricReader {
  protected override onForceFlush(): Promise<void> {
    return Promise.resolve();
  }
  protected override onShutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** Registers the context manager of Node's async hooks (as the Node SDK does) for the file's tests. */
export function useContextManager(): void {
  beforeAll(() => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  });
  afterAll(() => {
    context.disable();
  });
}

/** The attributes a tree line shows, in this order, when a span has them. */
const SHOWN = [
  'http.request.method',
  'url.template',
  'http.request.resend_count',
  'http.response.status_code',
  'error.type',
  'typed_api.page.number',
  'typed_api.retries',
  'typed_api.retry_budget.refused',
  'typed_api.walk.pages',
  'typed_api.wait.polls',
];

/** Fresh providers and what they recorded. */
export interface Recorded {
  tracerProvider: TracerProvider;
  meterProvider: MeterProvider;
  /** Every span ended so far. */
  spans(): ReadableSpan[];
  /** The spans as a tree, a line each: the name, then the shown attributes (`name method=GET status=200`). */
  tree(): string[];
  /** The data points of a metric, by its name, as collected now. */
  points(name: string): Promise<DataPoint<number | Histogram>[]>;
}

/** New tracer and meter providers recording in memory. */
export function recorder(): Recorded {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const reader = new CollectingReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
  const tree = (): string[] => {
    const all = spans();
    const ids = new Set(all.map((s) => s.spanContext().spanId));
    const children = (parent: string | undefined): ReadableSpan[] =>
      all.filter((s) => (parent === undefined ? !ids.has(s.parentSpanContext?.spanId ?? '') : s.parentSpanContext?.spanId === parent)).sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
    const lines: string[] = [];
    const draw = (span: ReadableSpan, depth: number): void => {
      const shown = SHOWN.filter((key) => span.attributes[key] !== undefined).map((key) => `${key.replace(/^(typed_api|http\.request|http\.response|url)\./, '')}=${String(span.attributes[key])}`);
      lines.push(`${'  '.repeat(depth)}${span.name}${shown.length ? ` ${shown.join(' ')}` : ''}`);
      for (const child of children(span.spanContext().spanId)) draw(child, depth + 1);
    };
    for (const root of children(undefined)) draw(root, 0);
    return lines;
  };
  const points = async (name: string): Promise<DataPoint<number | Histogram>[]> => {
    const { resourceMetrics } = await reader.collect();
    return resourceMetrics.scopeMetrics.flatMap((scope) => scope.metrics).filter((metric) => metric.descriptor.name === name).flatMap((metric) => metric.dataPoints as DataPoint<number | Histogram>[]);
  };
  return { tracerProvider, meterProvider, spans, tree, points };
}
