import type { Logger } from '@typed-api/core';

/** What every example receives: where its API lives and how to report its steps. */
export interface ScenarioContext {
  /** Base URL of the API (a local fake, or a real service when configured). */
  baseUrl: string;
  /** Prints one step of the example. */
  step: (message: string) => void;
  /** A logger that shows the SDK's warnings (retries) as steps; pass it to clients as `logger`. */
  logger: Logger;
}

/** One runnable example. */
export interface Scenario {
  /** Short title, shown in the demo's account. */
  title: string;
  /** Which fake (path prefix on the demo server) the scenario talks to. */
  api: string;
  /** Runs the example; throws when something is not as the example expects. */
  run: (context: ScenarioContext) => Promise<void>;
}

/** Fails an example with a clear message when an expectation does not hold. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Expectation failed: ${message}`);
}
