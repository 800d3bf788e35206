/** Behaviour settings of a fake, resolved from its options. */
export interface FakeConfig {
  /** The fake's clock, in milliseconds. */
  now: () => number;
  /** Reads of a creating on-demand backup before it completes. */
  backupPollsToComplete: number;
  /** History reads of a processing deploy before it finishes. */
  deployPollsToFinish: number;
  /** Size of every backup download, in bytes. */
  downloadBytes: number;
}
