import type { Logger } from '@typed-api/core';
import { serveHandlers } from '@typed-api/core/testing/node';
import { createNotesFake } from './core/fake.ts';
import { retriesAndPagination } from './core/retries-and-pagination.ts';
import type { Scenario } from './scenario.ts';

/** Every example the demo runs, in order. */
export const scenarios: Scenario[] = [retriesAndPagination];

/** What a demo run found. */
export interface DemoResult {
  passed: string[];
  failed: { title: string; error: unknown }[];
}

/**
 * Starts the fakes behind one local HTTP server on 127.0.0.1 (a free port, real sockets) and runs
 * every example against it, printing an account of each step.
 */
export async function runDemo(print: (line: string) => void = console.log): Promise<DemoResult> {
  const server = await serveHandlers([]);
  const notes = createNotesFake(`${server.url}/notes`);
  server.use(...notes.handlers);
  // The first two calls meet a rate limit, to show the backoff at work.
  notes.faults.next(2, 429);
  print(`Fakes listening on ${server.url}`);

  const result: DemoResult = { passed: [], failed: [] };
  try {
    for (const scenario of scenarios) {
      const started = Date.now();
      print(`\n▶ ${scenario.title}`);
      const step = (message: string): void => {
        print(`  · ${message}`);
      };
      const logger: Logger = { debug: () => undefined, info: () => undefined, warn: step, error: step };
      try {
        await scenario.run({ baseUrl: `${server.url}/${scenario.api}`, step, logger });
        result.passed.push(scenario.title);
        print(`  ✓ done in ${String(Date.now() - started)} ms`);
      } catch (error) {
        result.failed.push({ title: scenario.title, error });
        print(`  ✗ failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await server.close();
  }
  print(`\n${String(result.passed.length)} passed, ${String(result.failed.length)} failed`);
  return result;
}
