import type { $ZodIssue } from 'zod/v4/core';
import type { ValidationIssue } from './errors.js';

// Zod's issues as the SDKs report them: used where zod checks run (the checks entry point, webhook parsing,
// helpers that parse a part themselves), and so kept out of the module of the error classes, which every
// call loads.

/** Turns zod issues into plain {@link ValidationIssue}s with readable messages (zod/mini ships none). */
export function toValidationIssues(issues: readonly $ZodIssue[], prefix: (string | number)[] = []): ValidationIssue[] {
  return issues.map((issue) => ({
    path: [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    code: issue.code,
    message: describeIssue(issue),
  }));
}

/** A readable message for a zod issue: its own message when it has one, else one made from its code. */
function describeIssue(issue: $ZodIssue): string {
  if (issue.message && issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return boundText(issue.origin, 'at least', issue.minimum, issue.inclusive ? '>=' : '>');
    case 'too_big':
      return boundText(issue.origin, 'at most', issue.maximum, issue.inclusive ? '<=' : '<');
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return formatText(issue);
    case 'unrecognized_keys':
      return `unknown key(s) ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'matches none of the allowed shapes';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'is invalid';
  }
}

/**
 * The message for a lower or upper bound (`bound` is `at least` or `at most`): a count of characters or
 * items for text and lists, else a comparison with `operator`.
 */
function boundText(origin: string, bound: string, limit: number | bigint, operator: string): string {
  return origin === 'string' || origin === 'array'
    ? `must have ${bound} ${String(limit)} ${origin === 'string' ? 'character(s)' : 'item(s)'}`
    : `must be ${operator} ${String(limit)}`;
}

/** The message for a value of the wrong format, naming the pattern a regex format wants. */
function formatText(issue: Extract<$ZodIssue, { code: 'invalid_format' }>): string {
  return `must be a valid ${issue.format}${issue.format === 'regex' && 'pattern' in issue ? ` matching ${issue.pattern}` : ''}`;
}
