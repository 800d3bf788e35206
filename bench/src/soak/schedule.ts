/**
 * The soak's fault schedule, from its length: when Redis is stopped (and for how long), when it is restarted
 * empty, when a worker is killed, and when the failing route fails.
 *
 * - An hour (or any run of 5 minutes or more): Redis stopped 30 s at every 10th minute before the end (at half
 *   the run when there is none), restarted empty once, 30 s past three quarters of the run; a worker killed with SIGKILL
 *   (and started again) every 5 minutes, from minute 2.5, the slots in turn; the failing route failing 3 minutes
 *   in every 5, from minute 1.
 * - A shorter run (the short form, 1 minute): each fault once, at fixed shares of the run: the failing route
 *   from 10% to 55%, Redis stopped at 25% for 4 s, a worker killed at 40%, Redis restarted empty at 70%
 *   (down 3 s). The proxy's resets run all along in both.
 */

/** One fault: what happens, when (seconds from the start), and for how long (seconds). */
export interface Fault {
  kind: 'redis-stop' | 'redis-flush' | 'kill' | 'failing';
  atS: number;
  forS: number;
  /** The worker slot killed (`kill` only). */
  slot?: number | undefined;
}

/** The faults of a run of `minutes` with `workers` worker slots, in time order. */
export function scheduleOf(minutes: number, workers: number): Fault[] {
  const length = minutes * 60;
  const faults: Fault[] = [];
  if (minutes < 5) {
    faults.push(
      { kind: 'failing', atS: 0.1 * length, forS: 0.45 * length },
      { kind: 'redis-stop', atS: 0.25 * length, forS: 4 },
      { kind: 'kill', atS: 0.4 * length, forS: 0, slot: 0 },
      { kind: 'redis-flush', atS: 0.7 * length, forS: 3 },
    );
  } else {
    for (let m = 10; m < minutes; m += 10) faults.push({ kind: 'redis-stop', atS: m * 60, forS: 30 });
    if (faults.length === 0) faults.push({ kind: 'redis-stop', atS: length / 2, forS: 30 });
    faults.push({ kind: 'redis-flush', atS: 0.75 * length + 30, forS: 30 });
    let slot = 0;
    for (let s = 150; s < length - 30; s += 300) faults.push({ kind: 'kill', atS: s, forS: 0, slot: slot++ % workers });
    for (let s = 60; s < length; s += 300) faults.push({ kind: 'failing', atS: s, forS: Math.min(180, length - s) });
  }
  return faults.sort((a, b) => a.atS - b.atS);
}

/** Whether a moment (seconds) falls in a Redis outage or the `afterS` seconds following one. */
export function inOutage(faults: readonly Fault[], atS: number, afterS: number): boolean {
  return faults.some((f) => (f.kind === 'redis-stop' || f.kind === 'redis-flush') && atS >= f.atS && atS < f.atS + f.forS + afterS);
}
