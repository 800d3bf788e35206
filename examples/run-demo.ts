import type { Logger } from '@typed-api/core';
import { serveHandlers } from '@typed-api/core/testing/node';
import { createCalendarEvent } from './calendar/create-event.ts';
import { nextMonthEvents } from './calendar/next-month.ts';
import { firstAnalysis } from './code-analysis/first-analysis.ts';
import { governance } from './code-analysis/governance.ts';
import { organizationReport } from './code-analysis/organization-report.ts';
import { retriesAndPagination } from './core/retries-and-pagination.ts';
import { mountFakes } from './fakes.ts';
import { backupDownload } from './hosting/backup-download.ts';
import { bulkCollaborators } from './hosting/bulk-collaborators.ts';
import { gitDeploy } from './hosting/git-deploy.ts';
import { hostingTokens } from './hosting/tokens.ts';
import { platformErrors } from './platform/errors.ts';
import { requestQueue } from './platform/request-queue.ts';
import { runActor } from './platform/run-actor.ts';
import type { Scenario } from './scenario.ts';
import { calendarFromEnv, codeAnalysisFromEnv, hostingFromEnv, platformFromEnv, type Env, type Targets } from './targets.ts';

/** Every example the demo runs, in order. */
export const scenarios: Scenario[] = [
  retriesAndPagination,
  runActor,
  requestQueue,
  platformErrors,
  hostingTokens,
  backupDownload,
  gitDeploy,
  bulkCollaborators,
  nextMonthEvents,
  createCalendarEvent,
  organizationReport,
  firstAnalysis,
  governance,
];

/** What a demo run found. */
export interface DemoResult {
  /** Titles of the examples that succeeded. */
  passed: string[];
  /** The examples that failed, with their errors. */
  failed: { title: string; error: unknown }[];
  /** Where each API was reached. */
  targets: Targets;
}

/** Options of {@link runDemo}. */
export interface DemoOptions {
  /** Where the account goes, one line at a time. Default `console.log`. */
  print?: ((line: string) => void) | undefined;
  /** Environment variables that point APIs at real services. Default `process.env`. */
  env?: Env | undefined;
  /** Skip the waits that only make the account realistic (backoff and poll intervals of the fakes). For tests. */
  fast?: boolean | undefined;
  /** The examples to run. Default: all of {@link scenarios}. */
  only?: readonly Scenario[] | undefined;
}

/**
 * Starts the fakes behind one local HTTP server on 127.0.0.1 (a free port, real sockets), points every
 * API that the environment does not configure at its fake, and runs every example, printing an
 * account of each step and a final summary.
 */
export async function runDemo(options: DemoOptions = {}): Promise<DemoResult> {
  const print = options.print ?? console.log;
  const env = options.env ?? process.env;
  const selected = options.only ?? scenarios;
  const server = await serveHandlers([]);
  const started = Date.now();
  const result: DemoResult = { passed: [], failed: [], targets: mountFakes(server, { fast: options.fast }) };
  try {
    print(`Fakes listening on ${server.url}`);
    const fromEnv = { platform: platformFromEnv(env), hosting: hostingFromEnv(env), calendar: calendarFromEnv(env), codeAnalysis: codeAnalysisFromEnv(env) };
    result.targets = {
      notes: result.targets.notes,
      platform: fromEnv.platform ?? result.targets.platform,
      hosting: fromEnv.hosting ?? result.targets.hosting,
      calendar: fromEnv.calendar ?? result.targets.calendar,
      codeAnalysis: fromEnv.codeAnalysis ?? result.targets.codeAnalysis,
    };
    for (const api of ['platform', 'hosting', 'calendar', 'codeAnalysis'] as const) {
      const target = result.targets[api];
      print(`  ${api.padEnd(12)} ${target.source === 'env' ? 'real service at' : 'fake at'} ${target.baseUrl}`);
    }

    for (const scenario of selected) {
      const began = Date.now();
      print(`\n▶ ${scenario.title}`);
      const step = (message: string): void => {
        print(`  · ${message}`);
      };
      // The SDK logs retries as warnings: show them as steps of the example.
      const logger: Logger = { debug: () => undefined, info: () => undefined, warn: step, error: step };
      try {
        await scenario.run({ targets: result.targets, step, logger });
        result.passed.push(scenario.title);
        print(`  ✓ done in ${String(Date.now() - began)} ms`);
      } catch (error) {
        result.failed.push({ title: scenario.title, error });
        print(`  ✗ failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await server.close();
  }
  print(`\n${'─'.repeat(60)}`);
  for (const scenario of selected) {
    const failure = result.failed.find((f) => f.title === scenario.title);
    print(`${failure ? '✗' : '✓'} ${scenario.title}`);
  }
  print(`${String(result.passed.length)} passed, ${String(result.failed.length)} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
