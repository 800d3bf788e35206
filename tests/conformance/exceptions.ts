import { calendarExceptions } from './exceptions-calendar.js';
import { codeAnalysisExceptions } from './exceptions-code-analysis.js';
import { hostingExceptions } from './exceptions-hosting.js';
import { platformExceptions } from './exceptions-platform.js';

/**
 * Findings of the conformance suite that are kept on purpose, each with its reason: places where the
 * public description is wrong or silent and the seed (the contract) or a real response says otherwise.
 * A key is `<package> <operation> <kind>:<rule> <where>`, as the suite prints it; `*` stands for any run
 * of characters, for a reason that holds across many operations. An exception that no longer matches
 * any finding fails the suite, so this list never outlives its reasons.
 */
export const exceptions: Readonly<Record<string, string>> = { ...platformExceptions, ...hostingExceptions, ...calendarExceptions, ...codeAnalysisExceptions };

const compiled = Object.keys(exceptions).map((pattern) => ({
  pattern,
  regex: new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`),
}));

/** The exception that covers a finding key, if any. */
export function exceptionFor(key: string): string | undefined {
  return compiled.find(({ regex }) => regex.test(key))?.pattern;
}
