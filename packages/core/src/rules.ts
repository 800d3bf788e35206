// What the default call path checks a call's inputs against: plain data the generator writes from each
// operation's schemas (`defineOperation` works the same data out for a description written by hand), and
// the small functions that apply it. No zod here: the schemas load only when `validateInputs` asks for them.
import { ValidationError, type ValidationIssue } from './errors.js';
import { listOf, relationProblems, type InputRelations } from './relations.js';

/**
 * The kinds of value an input may be given as, as the plain type check tells them apart: `integer` is a
 * safe whole number, `number` any finite number, `object` any object but a list or a `Date`, `date` a `Date`.
 */
export type ValueKind = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'date' | 'null';

/**
 * What a path identifier may be, as its schema says: a whole number from `int` up, text (`text`: any text
 * but empty; `digits`: digits only), and for text, whether surrounding spaces (`trim`) or a slash
 * (`slash: false`) are refused. A value the rule refuses never reaches a URL.
 */
export interface SegmentRule {
  /** Numbers are taken when they are whole and at least this; without it, numbers are refused. */
  readonly int?: number;
  /** Numbers with a fraction are taken too (from `int` up). */
  readonly real?: true;
  /** Text is taken: any non-empty text, or digits only; without it, text is refused. */
  readonly text?: 'text' | 'digits';
  /** Text that starts or ends with a space or line break is refused. */
  readonly trim?: true;
  /** Text with a slash in it is refused. */
  readonly slash?: false;
  /** Text longer than this many characters is refused. */
  readonly max?: number;
  /** Text must match this pattern (a regular expression's source), or it is refused with `message`. */
  readonly pattern?: string;
  /** What a text that does not match `pattern` is told. */
  readonly message?: string;
  /** The only values taken, where the schema closes the list (a category, a provider). */
  readonly values?: readonly (string | number)[];
}

/**
 * The checks of an operation's inputs that need no schema library: which keys the query and the body
 * take, which inputs are required, the closed lists of values, the named encoders and defaults, and the
 * rule of each path identifier. The generator writes them into each operation's plan; a test fails when
 * they differ from what the schemas say.
 */
export interface InputRules {
  /** The rule of each path identifier, by placeholder name. */
  readonly path?: Readonly<Record<string, SegmentRule>>;
  /** The query parameters by name, or `'*'` for a query that takes any key. Absent: no query. */
  readonly query?: readonly string[] | '*';
  /** The body's field names (an operation without `bodyKey`), or `'*'` for a body of any keys. Absent: no fields. */
  readonly body?: readonly string[] | '*';
  /** Inputs that must be given: query parameters, body fields, or the operation's `bodyKey`. */
  readonly required?: readonly string[];
  /** The values an input may take, where its schema closes the list (each item, for a list of them). */
  readonly enums?: Readonly<Record<string, readonly unknown[]>>;
  /**
   * The kinds of value each input may be given as, where its schema says (an input its schema takes in
   * any form, or one with a closed list of values, has none): a value of another kind is refused.
   */
  readonly types?: Readonly<Record<string, readonly ValueKind[]>>;
  /** The rules between inputs of the query or of the body of fields (both or neither, exactly one, at most one). */
  readonly relations?: InputRelations;
  /** The body under `bodyKey` may be given as JSON text: a string is sent as it is, not encoded again. */
  readonly jsonText?: true;
  /** Inputs sent through a named encoder of the package's dialect (a date as the API writes it, a list joined by commas). */
  readonly encode?: Readonly<Record<string, string>>;
  /** A named encoder that rewrites the whole query or body after its fields are encoded. */
  readonly rewrite?: { readonly query?: string; readonly body?: string };
  /** Values sent for inputs the caller leaves out. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** The operation always sends a body: an empty object when no field is given. */
  readonly needsBody?: true;
  /**
   * For an operation whose body sits under `bodyKey`: what that body holds, so that fields put beside it
   * are pointed there: an object (`list` false) or a list of objects, and, for an object that takes no
   * other keys, the keys it takes.
   */
  readonly bodyShape?: { readonly list: boolean; readonly keys?: readonly string[] };
}

/** A named encoder of a dialect: turns what the caller gives into what the API reads (undefined leaves the input out). */
export type Encoder = (value: never) => unknown;

/** An object with the listed keys first, in the list's order, then any others as they came. */
function inOrder(value: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in value) out[key] = value[key];
  // A key set again keeps its place: the listed ones stay first.
  for (const key of Object.keys(value)) out[key] = value[key];
  return out;
}

/** The error every input check throws: the call sends nothing. */
export function invalidArguments(id: string, issues: ValidationIssue[]): ValidationError {
  return new ValidationError(`Invalid arguments for ${id}`, issues);
}

/** The problem of one path identifier under its rule, or undefined when it is fine. */
export function segmentProblem(rule: SegmentRule, value: unknown): Omit<ValidationIssue, 'path'> | undefined {
  if (rule.values) return rule.values.includes(value as string) ? undefined : { code: 'invalid_value', message: `must be one of ${rule.values.map((v) => JSON.stringify(v)).join(', ')}` };
  if (typeof value === 'number') return numberProblem(rule, value);
  if (typeof value !== 'string' || rule.text === undefined) {
    return { code: 'invalid_type', message: rule.text === undefined ? 'must be a number' : rule.int === undefined ? 'must be text' : 'must be a number or text' };
  }
  return textProblem(rule, value);
}

/** The words for each kind of value, for messages. */
const KIND_WORDS: Readonly<Record<ValueKind, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a Date',
  null: 'null',
};

/** The kind of a value as a message names what was given: `text`, `a number`, `a function`… */
function givenWords(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a Date';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  const kind = typeof value;
  return kind === 'string' ? 'text' : kind === 'object' ? 'an object' : `a ${kind}`;
}

/** True when a value is of one of the kinds (a safe whole number is an `integer`). */
export function isOfKind(kinds: readonly ValueKind[], value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return kinds.includes('string');
    case 'boolean':
      return kinds.includes('boolean');
    case 'number':
      return Number.isFinite(value) && (kinds.includes('number') || (kinds.includes('integer') && Number.isSafeInteger(value)));
    case 'object':
      if (value === null) return kinds.includes('null');
      if (Array.isArray(value)) return kinds.includes('array');
      return value instanceof Date ? kinds.includes('date') : kinds.includes('object');
    default:
      return false;
  }
}

/** The problem of an input's value under its kinds, or undefined when it is one of them. */
export function kindProblem(kinds: readonly ValueKind[], value: unknown): Omit<ValidationIssue, 'path'> | undefined {
  if (isOfKind(kinds, value)) return undefined;
  const words = kinds.filter((kind) => kind !== 'integer' || !kinds.includes('number')).map((kind) => KIND_WORDS[kind]);
  return { code: 'invalid_type', message: `must be ${listOf(words, 'or')} (got ${givenWords(value)})` };
}

/** The problem of a number given as a path identifier. */
function numberProblem(rule: SegmentRule, value: number): Omit<ValidationIssue, 'path'> | undefined {
  if (rule.int === undefined) return { code: 'invalid_type', message: 'must be text' };
  if (rule.real) return value >= rule.int ? undefined : { code: 'too_small', message: `must be at least ${String(rule.int)}` };
  return Number.isSafeInteger(value) && value >= rule.int ? undefined : { code: 'too_small', message: `must be a whole number of at least ${String(rule.int)}` };
}

/** The problem of a text given as a path identifier. */
function textProblem(rule: SegmentRule, value: string): Omit<ValidationIssue, 'path'> | undefined {
  if (rule.text === 'digits') return /^\d+$/.test(value) ? undefined : { code: 'invalid_format', message: 'must be a numeric id (digits only)' };
  if (value === '') return { code: 'too_small', message: 'must not be empty' };
  if (value.length > (rule.max ?? Number.POSITIVE_INFINITY)) return { code: 'too_big', message: `must be at most ${String(rule.max)} characters` };
  // Without a pattern, any text matches (an empty pattern).
  if (!new RegExp(rule.pattern ?? '').test(value)) return { code: 'invalid_format', message: rule.message ?? `must match ${String(rule.pattern)}` };
  if (rule.trim && value.trim() !== value) return { code: 'custom', message: 'must not start or end with a space or line break (an id read from a file keeps its newline; trim it first)' };
  if (rule.slash === false && value.includes('/')) return { code: 'custom', message: 'contains a slash: a resource named by its owner is written username~name (e.g. me~my-actor)' };
  return undefined;
}

/** Checks the path identifiers by their rules; throws before anything is sent. */
export function checkPath(id: string, rules: InputRules, params: unknown): void {
  if (!rules.path) return;
  const values = (params ?? {}) as Record<string, unknown>;
  const issues: ValidationIssue[] = [];
  for (const [name, rule] of Object.entries(rules.path)) {
    const problem = segmentProblem(rule, values[name]);
    if (problem) issues.push({ path: ['params', name], ...problem });
  }
  if (issues.length > 0) throw invalidArguments(id, issues);
}

/**
 * One part of the inputs (the query, or a body of fields) as it is sent: the defaults of inputs left
 * out, then required inputs and closed lists checked, then named encoders applied. Keys were checked
 * when the inputs were split. Throws before anything is sent.
 */
export function applyRules(
  id: string,
  rules: InputRules,
  part: 'query' | 'body',
  value: Record<string, unknown> | undefined,
  encoders: Readonly<Record<string, Encoder>> | undefined,
): Record<string, unknown> | undefined {
  const keys = part === 'query' ? rules.query : rules.body;
  const own = (key: string): boolean => Array.isArray(keys) && keys.includes(key);
  let out = withDefaults(rules, own, value);
  // Sent in the order the operation lists its inputs, as the schemas would give them back.
  if (out && Array.isArray(keys)) out = inOrder(out, keys);
  const issues = problems(rules, part, own, out);
  if (issues.length > 0) throw invalidArguments(id, issues);
  for (const [key, name] of Object.entries(rules.encode ?? {})) {
    if (own(key) && out?.[key] !== undefined) out = { ...out, [key]: encode(id, encoders, name, out[key], [part, key]) };
  }
  const whole = rules.rewrite?.[part];
  return whole && out ? (encode(id, encoders, whole, out, [part]) as Record<string, unknown>) : out;
}

/** A part with the defaults of the inputs left out filled in. */
function withDefaults(rules: InputRules, own: (key: string) => boolean, value: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  let out = value;
  for (const [key, fallback] of Object.entries(rules.defaults ?? {})) {
    if (own(key) && out?.[key] === undefined) out = { ...out, [key]: fallback };
  }
  return out;
}

/**
 * The required inputs of a part that are missing, the values outside their closed lists (each item of a list,
 * named by its place, as the schemas name it), the values of the wrong kind, and the rules between inputs broken.
 */
function problems(rules: InputRules, part: 'query' | 'body', own: (key: string) => boolean, value: Record<string, unknown> | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  rules.required?.forEach((key) => {
    if (own(key) && value?.[key] === undefined) issues.push({ path: [part, key], code: 'invalid_type', message: 'is required' });
  });
  issues.push(...enumProblems(rules, part, own, value), ...kindProblems(rules, part, own, value));
  if (!rules.relations) return issues;
  // Stryker disable next-line MethodExpression: a rule's inputs all belong to one part (checkRelations refuses others), so every and some agree
  for (const problem of relationProblems(rules.relations, value, (keys) => keys.every(own))) {
    issues.push({ path: [part, problem.key], code: 'custom', message: problem.message });
  }
  return issues;
}

/** The values of a part outside their closed lists (each item of a list, named by its place, as the schemas name it). */
function enumProblems(rules: InputRules, part: 'query' | 'body', own: (key: string) => boolean, value: Record<string, unknown> | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [key, allowed] of Object.entries(rules.enums ?? {})) {
    const given = value?.[key];
    if (!own(key) || given === undefined) continue;
    const message = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
    const items: [unknown, (string | number)[]][] = Array.isArray(given) ? given.map((item, i) => [item, [part, key, i]]) : [[given, [part, key]]];
    for (const [item, path] of items) if (!allowed.includes(item)) issues.push({ path, code: 'invalid_value', message });
  }
  return issues;
}

/** The values of a part of a kind their schema does not take (text where a number belongs). */
function kindProblems(rules: InputRules, part: 'query' | 'body', own: (key: string) => boolean, value: Record<string, unknown> | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [key, kinds] of Object.entries(rules.types ?? {})) {
    const given = value?.[key];
    const problem = own(key) && given !== undefined ? kindProblem(kinds, given) : undefined;
    if (problem) issues.push({ path: [part, key], ...problem });
  }
  return issues;
}

/** A value through the dialect's named encoder; a value the encoder cannot take is refused before anything is sent. */
function encode(id: string, encoders: Readonly<Record<string, Encoder>> | undefined, name: string, value: unknown, path: (string | number)[]): unknown {
  const encoder = encoders?.[name];
  if (!encoder) throw new TypeError(`${id}: the dialect has no encoder named ${name}`);
  try {
    return encoder(value as never);
  } catch (error) {
    throw invalidArguments(id, [{ path, code: 'invalid_value', message: error instanceof Error ? error.message : String(error) }]);
  }
}
