/** Small helpers shared by the cases: medians, the machine description, table printing. */
import os from 'node:os';

/** The middle value (mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Spread of the values around their median, as (max − min) / median: a quick stability check. */
export function spread(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return (Math.max(...values) - Math.min(...values)) / median(values);
}

/** Where the numbers were measured: Node version and the machine. */
export interface MachineInfo {
  node: string;
  platform: string;
  cpu: string;
  cores: number;
  memoryGiB: number;
}

/** Describes this machine (CPU model, cores, memory) and the Node version. */
export function machineInfo(): MachineInfo {
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  };
}

/** Rotates a list by `by` places, so that interleaved rounds do not always start with the same peer. */
export function rotate<T>(list: readonly T[], by: number): T[] {
  const n = list.length;
  if (n === 0) return [];
  const k = ((by % n) + n) % n;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** A verdict against a target. */
export type Verdict = 'PASS' | 'FAIL';

/** Returns PASS when `ok`, FAIL otherwise. */
export function verdict(ok: boolean): Verdict {
  return ok ? 'PASS' : 'FAIL';
}

/** Formats a number with a fixed number of decimals, or `-` when it is not finite. */
export function fixed(value: number, decimals = 2): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : '-';
}

/** Prints rows as an aligned text table (first row is the header). */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: readonly string[]): string => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const [header, ...body] = rows;
  if (!header) return;
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}
