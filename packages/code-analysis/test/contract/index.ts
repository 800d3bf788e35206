import type { CodeAnalysisClient } from '../../src/index.js';
import type { CodeAnalysisFake } from '../../src/testing/index.js';
import type { FakeRepository } from '../../src/testing/state.js';

/** One operation's contract: what the call sends on the wire, and what its result must be. */
export interface Row {
  /** What the call sends. */
  call: (c: CodeAnalysisClient) => PromiseLike<unknown>;
  method: string;
  path: string | (() => string);
  query?: Record<string, string>;
  body?: unknown;
  /** Checks the unwrapped result. */
  result: (value: never) => void;
}

/** What a row module gets from the contract test: the fake (with its state), the seed organization and repository. */
export interface ContractContext {
  fake: CodeAnalysisFake;
  org: { provider: string; organization: string };
  repo: { provider: string; organization: string; repository: string };
  /** The seed repository `gh/acme/web` in the fake's state. */
  web: () => FakeRepository;
  /** The sha of the first commit of `web`. */
  firstCommit: () => string;
}

/** The row modules of the namespaces added after the first forty operations, one per namespace. */
export const rowModules: readonly ((context: ContractContext) => Record<string, Row>)[] = [];
