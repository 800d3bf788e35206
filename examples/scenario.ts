import type { Logger } from '@typed-api/core';
import type { Targets } from './targets.ts';

/** What every example receives: where the APIs live and how to report its steps. */
export interface ScenarioContext {
  /** Where each API lives: the demo's local fakes, or real services configured by environment variables. */
  targets: Targets;
  /** Prints one step of the example. */
  step: (message: string) => void;
  /** A logger that shows the SDK's warnings (retries) as steps; pass it to clients as `logger`. */
  logger: Logger;
}

/** One runnable example. */
export interface Scenario {
  /** Short title, shown in the demo's account. */
  title: string;
  /** Which API the example talks to (a key of {@link Targets}). */
  api: keyof Targets;
  /** Runs the example; throws when something is not as the example expects. */
  run: (context: ScenarioContext) => Promise<void>;
}

/** Fails an example with a clear message when an expectation does not hold. */
export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`Expectation failed: ${message}`);
}
