// Rules between the inputs of one query or body (both or neither, exactly one, at most one), as data:
// `related()` (from `@typed-api/core/schema`) puts them beside an object schema and makes the schema check
// them; the generator writes the same data into each operation's input rules, and the default call path
// checks them with `relationProblem`, without the schema. No imports: both sides load this module.

/**
 * The rules between inputs of an object of inputs, each a list of its keys: `both` (all of them or none),
 * `oneOf` (exactly one of them), `atMostOne` (one of them or none).
 */
export interface InputRelations {
  /** Inputs given together or not at all (a latitude and its longitude). */
  readonly both?: readonly (readonly string[])[];
  /** Inputs of which exactly one must be given. */
  readonly oneOf?: readonly (readonly string[])[];
  /** Inputs of which at most one may be given. */
  readonly atMostOne?: readonly (readonly string[])[];
}

/** What is wrong with an object of inputs under one rule between them: the input to point at and the message. */
export interface RelationProblem {
  readonly key: string;
  readonly message: string;
}

/** The keys of `value` that are given (not undefined), among `keys`. */
function givenOf(value: Readonly<Record<string, unknown>> | undefined, keys: readonly string[]): string[] {
  return keys.filter((key) => value?.[key] !== undefined);
}

/** Words listed for a message: `a`, `a and b`, `a, b and c`; with `or` for `conjunction`: `a, b or c`. */
export function listOf(words: readonly string[], conjunction: string): string {
  const rest = words.slice(0, -1);
  const last = String(words.slice(-1));
  return rest.length > 0 ? `${rest.join(', ')} ${conjunction} ${last}` : last;
}

/** Input names listed for a message, each quoted: `a` and `b`. */
function listed(keys: readonly string[]): string {
  return listOf(
    keys.map((key) => `\`${key}\``),
    'and',
  );
}

/** The problem of one `both` rule: some of its inputs given, others not. */
function bothProblem(value: Readonly<Record<string, unknown>> | undefined, keys: readonly string[]): RelationProblem | undefined {
  const given = givenOf(value, keys);
  const missing = keys.filter((key) => !given.includes(key));
  if (given.length === 0 || missing.length === 0) return undefined;
  return { key: String(missing[0]), message: `${listed(keys)} go together: ${listed(given)} ${given.length > 1 ? 'are' : 'is'} given, so give ${listed(missing)} too (or leave them all out)` };
}

/** The problem of one `oneOf` rule: none of its inputs given, or more than one. */
function oneOfProblem(value: Readonly<Record<string, unknown>> | undefined, keys: readonly string[]): RelationProblem | undefined {
  const given = givenOf(value, keys);
  if (given.length === 1) return undefined;
  if (given.length === 0) return { key: String(keys[0]), message: `give exactly one of ${listed(keys)} (none is given)` };
  return { key: String(given[1]), message: `give exactly one of ${listed(keys)} (${listed(given)} are given)` };
}

/** The problem of one `atMostOne` rule: more than one of its inputs given. */
function atMostOneProblem(value: Readonly<Record<string, unknown>> | undefined, keys: readonly string[]): RelationProblem | undefined {
  const given = givenOf(value, keys);
  if (given.length < 2) return undefined;
  return { key: String(given[1]), message: `give at most one of ${listed(keys)} (${listed(given)} are given)` };
}

const CHECKS = { both: bothProblem, oneOf: oneOfProblem, atMostOne: atMostOneProblem } as const;

/**
 * The problems of an object of inputs under its rules between inputs, in the order the rules list them.
 * `applies` says whether a rule's keys belong to the object checked (a query's rules are not a body's).
 */
export function relationProblems(relations: InputRelations, value: Readonly<Record<string, unknown>> | undefined, applies: (keys: readonly string[]) => boolean = () => true): RelationProblem[] {
  const problems: RelationProblem[] = [];
  for (const kind of ['both', 'oneOf', 'atMostOne'] as const) {
    for (const keys of relations[kind] ?? []) {
      const problem = applies(keys) ? CHECKS[kind](value, keys) : undefined;
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

/** Throws when a rule between inputs names fewer than two inputs, or an input the object does not take. */
export function checkRelations(relations: InputRelations, keys: readonly string[] | undefined): void {
  for (const kind of ['both', 'oneOf', 'atMostOne'] as const) {
    for (const names of relations[kind] ?? []) {
      if (names.length < 2) throw new TypeError(`a rule between inputs (${kind}) names ${String(names.length)} input(s); it needs at least two`);
      const unknown = keys ? names.filter((name) => !keys.includes(name)) : [];
      if (unknown.length > 0) throw new TypeError(`a rule between inputs (${kind}) names ${unknown.join(', ')}, which the object does not take`);
    }
  }
}

const registry = new WeakMap<object, InputRelations>();

/** Remembers the rules between inputs an object schema was made with (by `related()`). */
export function registerRelations(schema: object, relations: InputRelations): void {
  registry.set(schema, relations);
}

/** The rules between inputs an object schema was made with, if it was made with `related()`. */
export function relationsOf(schema: unknown): InputRelations | undefined {
  // A WeakMap answers undefined for a value that cannot be a key.
  return registry.get(schema as object);
}
