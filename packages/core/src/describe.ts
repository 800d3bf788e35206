// Describing an operation: `defineOperation` keeps the description's literal types and works out, from its
// zod schemas, the input rules the default call path checks without them. The generator writes the same
// rules into each operation's plan. This module reads schemas, so it is never on a plan's call path.
import { safeParse } from 'zod/v4/core';
import { encoderOf, isJsonText } from './encoders.js';
import type { AnySchema, Operation } from './operation.js';
import { relationsOf, type InputRelations } from './relations.js';
import { isOfKind, segmentProblem, type InputRules, type SegmentRule, type ValueKind } from './rules.js';

/** What this module reads of a zod schema's definition. */
interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  catchall?: AnySchema;
  in?: AnySchema;
  out?: AnySchema;
  innerType?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  left?: AnySchema;
  right?: AnySchema;
  keyType?: AnySchema;
  valueType?: AnySchema;
  items?: AnySchema[];
  rest?: AnySchema;
  entries?: Record<string, unknown>;
  values?: unknown[];
  defaultValue?: unknown;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
}

function defOf(schema: AnySchema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Wrappers that keep the keys and type of what they wrap. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'catch', 'readonly']);

/** True when `schema` takes `value`. */
function accepts(schema: AnySchema, value: unknown): boolean {
  return safeParse(schema, value).success;
}

/**
 * The fields of an object schema, or undefined when it takes any key (no shape, or a catch-all other than
 * `never`). Looks through a pipe's input side and through wrappers.
 */
export function fieldsOf(schema: AnySchema): Record<string, AnySchema> | undefined {
  const def = defOf(schema);
  if (def.in) return fieldsOf(def.in);
  if (def.innerType) return fieldsOf(def.innerType);
  const closed = def.catchall === undefined || defOf(def.catchall).type === 'never';
  return def.shape && closed ? def.shape : undefined;
}

/** The keys an object schema takes, or undefined when it takes any key. */
export function knownKeys(schema: AnySchema): string[] | undefined {
  const fields = fieldsOf(schema);
  return fields && Object.keys(fields);
}

/** The values a field may take where its schema closes the list (an enum or literals, or a list of them), with null when it is nullable. */
function closedValues(field: AnySchema): unknown[] | undefined {
  let def = defOf(field);
  let nullable = false;
  while (WRAPPERS.has(def.type) && def.innerType) {
    if (def.type === 'nullable') nullable = true;
    def = defOf(def.innerType);
  }
  if (def.type === 'array' && def.element) return closedValues(def.element);
  const values = def.type === 'enum' && def.entries ? Object.values(def.entries) : def.type === 'literal' ? def.values : undefined;
  return values && (nullable ? [...values, null] : values);
}

/** The named encoder of a field: its own schema, or the one its wrappers wrap. */
function fieldEncoder(field: AnySchema): string | undefined {
  let schema: AnySchema | undefined = field;
  while (schema) {
    const named = encoderOf(schema);
    if (named) return named.name;
    const def = defOf(schema);
    schema = WRAPPERS.has(def.type) ? def.innerType : undefined;
  }
  return undefined;
}

/**
 * Throws when a schema changes what it is given anywhere but in a named encoder: the default call path
 * sends inputs as given, so a transform it cannot name would be lost.
 */
function refuseUnnamedTransforms(id: string, schema: AnySchema, where: string, seen = new Set<AnySchema>()): void {
  if (seen.has(schema) || encoderOf(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  if (def.type === 'transform') throw new TypeError(`${id}: ${where} changes its value with a transform; give it a name with encoded() so that calls without schemas send the same`);
  const checks = (def as { checks?: { _zod: { def: { check: string } } }[] }).checks ?? [];
  if (checks.some((check) => check._zod.def.check === 'overwrite')) throw new TypeError(`${id}: ${where} rewrites its value; give the rewrite a name with rewritten() so that calls without schemas send the same`);
  const parts = [def.in, def.out, def.innerType, def.element, def.left, def.right, def.keyType, def.valueType, def.rest, def.catchall, ...(def.options ?? []), ...(def.items ?? []), ...Object.values(def.shape ?? {})];
  for (const part of parts) if (part) refuseUnnamedTransforms(id, part, where, seen);
}

/** A path identifier's rule, found by trying values on its schema; throws when no rule the plain check knows says the same. */
export function segmentRule(id: string, name: string, schema: AnySchema): SegmentRule | undefined {
  // A schema that takes anything leaves the value to the path builder's own checks.
  if (accepts(schema, undefined) && accepts(schema, {})) return undefined;
  const values = closedValues(schema);
  if (values) return { values } as SegmentRule;
  const rule = { ...numberRule(schema), ...textRule(schema) };
  // An empty value is refused by the path builder whatever the schema says.
  for (const probe of [1, 0, -1, 2.5, '12', '012', 'a', ' a', 'a ', 'a\n', 'a/b', 'a b', '1.5', 'x'.repeat(300), 'a~b', 'a.b', 'é']) {
    if ((segmentProblem(rule, probe) === undefined) !== accepts(schema, probe)) {
      throw new TypeError(`${id}: the path identifier ${name} has a rule the plain check cannot say (it differs on ${JSON.stringify(probe)})`);
    }
  }
  return rule;
}

/** What numbers a path identifier's schema takes: whole ones from 1, 0 or any, and whether fractions too. */
function numberRule(schema: AnySchema): Pick<SegmentRule, 'int' | 'real'> {
  if (!accepts(schema, 1)) return {};
  const int = accepts(schema, -1) ? Number.MIN_SAFE_INTEGER : accepts(schema, 0) ? 0 : 1;
  return accepts(schema, 2.5) ? { int, real: true } : { int };
}

/** What texts a path identifier's schema takes: any, or digits only, and which it refuses (surrounding spaces, a slash, its own bounds and pattern). */
function textRule(schema: AnySchema): Pick<SegmentRule, 'text' | 'trim' | 'slash' | 'max' | 'pattern' | 'message'> {
  if (!accepts(schema, 'a')) return accepts(schema, '12') ? { text: 'digits' } : {};
  return {
    text: 'text',
    ...(accepts(schema, ' a') ? {} : { trim: true as const }),
    ...(accepts(schema, 'a/b') ? {} : { slash: false as const }),
    ...textChecks(schema),
  };
}

/** The length bound and pattern of a text schema's own checks, with the message its pattern gives. */
function textChecks(schema: AnySchema): Pick<SegmentRule, 'max' | 'pattern' | 'message'> {
  const checks = (schema as unknown as { _zod: { def: { checks?: { _zod: { def: { check: string; maximum?: number; format?: string; pattern?: RegExp } } }[] } } })._zod.def.checks ?? [];
  const found: { -readonly [K in 'max' | 'pattern' | 'message']?: SegmentRule[K] } = {};
  for (const check of checks) {
    const def = check._zod.def;
    if (def.check === 'max_length' && def.maximum !== undefined) found.max = def.maximum;
    if (def.check === 'string_format' && def.format === 'regex' && def.pattern) {
      found.pattern = def.pattern.source;
      const result = safeParse(schema, '\u0001');
      const issue = result.success ? undefined : result.error.issues.find((i) => i.code === 'invalid_format');
      if (issue?.message) found.message = issue.message;
    }
  }
  return found;
}

/** Formats of a number schema that take whole numbers only (all within the safe range). */
const WHOLE = new Set(['safeint', 'int32', 'uint32']);

/** The kinds a number schema takes: whole numbers only, or any finite number. */
function numberKind(def: Def): ValueKind {
  const formats = [def.format, ...(def.checks ?? []).map((check) => check._zod.def.format)];
  return formats.some((format) => format !== undefined && WHOLE.has(format)) ? 'integer' : 'number';
}

/** What a wrapper that keeps the type of what it wraps wraps (not a `catch`, which takes anything). */
function wrapped(def: Def): AnySchema | undefined {
  return def.type !== 'catch' && WRAPPERS.has(def.type) ? def.innerType : undefined;
}

/** The kinds of the simple types, by a definition's type. */
const SIMPLE_KINDS: Readonly<Record<string, ValueKind>> = { string: 'string', boolean: 'boolean', array: 'array', tuple: 'array', object: 'object', record: 'object', date: 'date', null: 'null' };

/** The kinds of value a schema's own type takes, read from its definition; undefined when it takes any, or the definition does not say. */
function structuralKinds(schema: AnySchema): ValueKind[] | undefined {
  const def = defOf(schema);
  if (def.type === 'nullable' && def.innerType) return withKinds(structuralKinds(def.innerType), ['null']);
  // A `catch` takes anything (it puts its fallback in place of what fails).
  const inner = def.type === 'pipe' ? def.in : wrapped(def);
  if (inner) return structuralKinds(inner);
  if (def.type === 'union') return (def.options ?? []).reduce<ValueKind[] | undefined>((kinds, option) => withKinds(kinds, structuralKinds(option)), []);
  if (def.type === 'enum') return valueKinds(Object.values(def.entries ?? {}));
  if (def.type === 'literal') return valueKinds(def.values ?? []);
  if (def.type === 'number') return [numberKind(def)];
  const kind = SIMPLE_KINDS[def.type];
  return kind ? [kind] : undefined;
}

/** Two lists of kinds together; undefined (any kind) when either is. */
function withKinds(a: ValueKind[] | undefined, b: ValueKind[] | undefined): ValueKind[] | undefined {
  return a && b ? [...new Set([...a, ...b])] : undefined;
}

/** The kinds of a closed list of values (a literal's or an enum's). */
function valueKinds(values: unknown[]): ValueKind[] | undefined {
  const kinds: ValueKind[] = [];
  for (const value of values) {
    const kind = value === null ? 'null' : typeof value === 'number' ? (Number.isSafeInteger(value) ? 'integer' : 'number') : typeof value;
    if (kind !== 'string' && kind !== 'boolean' && kind !== 'number' && kind !== 'integer' && kind !== 'null') return undefined;
    kinds.push(kind);
  }
  return kinds;
}

/** Values of each kind the plain type check tells apart, tried on a schema to check its kinds. */
export const KIND_PROBES: Readonly<Record<ValueKind | 'other', readonly unknown[]>> = {
  string: ['', 'a', '1', 'true', '2030-01-02', '2030-01-02 03:04:05', '[{"a":1}]', 'a,b'],
  number: [2.5, -0.5],
  integer: [0, 1, -1, 10, 100],
  boolean: [true, false],
  array: [[], ['a'], [1], [{}]],
  object: [{}, { a: 1 }],
  date: [new Date(Date.UTC(2030, 0, 2))],
  null: [null],
  other: [Number.NaN, Number.POSITIVE_INFINITY, () => 1, Symbol('s'), 1n],
};

/**
 * The kinds of value an input may be given as: what its schema's type says, and any kind of the probes it
 * takes besides (an object schema takes a `Date`). Undefined when it takes any value, or a closed list (checked
 * as such), or when it takes a value no kind names.
 */
export function inputKinds(field: AnySchema): ValueKind[] | undefined {
  if (closedValues(field)) return undefined;
  let kinds = structuralKinds(field);
  if (!kinds) return undefined;
  for (const [kind, probes] of Object.entries(KIND_PROBES)) {
    for (const probe of probes) {
      // A schema that takes a value no kind names (a function, NaN) gets no kinds: the plain check says nothing.
      if (!isOfKind(kinds, probe) && accepts(field, probe)) {
        if (kind === 'other') return undefined;
        kinds = [...kinds, kind as ValueKind];
      }
    }
  }
  return kinds;
}

/** The rules of one part's fields: required ones, closed lists, kinds, encoders and defaults, added to `rules`. */
function addFieldRules(op: Operation, part: 'query' | 'body', schema: AnySchema, rules: Record<string, unknown>): void {
  refuseUnnamedTransforms(op.id, schema, `its ${part}`);
  const whole = fieldEncoder(schema);
  if (whole) ((rules.rewrite ??= {}) as Record<string, string>)[part] = whole;
  const fields = fieldsOf(schema);
  if (!fields) return;
  const relations = relationsIn(schema);
  if (relations) rules.relations = joinRelations(rules.relations as InputRelations | undefined, relations);
  for (const [key, field] of Object.entries(fields)) addFieldRule(op, key, field, rules);
}

/** The rules of one field, added to `rules`. */
function addFieldRule(op: Operation, key: string, field: AnySchema, rules: Record<string, unknown>): void {
  if (!accepts(field, undefined)) ((rules.required ??= []) as string[]).push(key);
  const values = closedValues(field);
  if (values) ((rules.enums ??= {}) as Record<string, unknown[]>)[key] = values;
  const kinds = inputKinds(field);
  if (kinds) ((rules.types ??= {}) as Record<string, ValueKind[]>)[key] = kinds;
  const encoder = fieldEncoder(field);
  if (encoder) ((rules.encode ??= {}) as Record<string, string>)[key] = encoder;
  const def = defOf(field);
  if (def.type === 'default' || def.type === 'prefault') ((rules.defaults ??= {}) as Record<string, unknown>)[key] = def.defaultValue;
}

/** The rules between inputs of an object schema made with `related()`, or of the one its wrappers wrap. */
function relationsIn(schema: AnySchema): InputRelations | undefined {
  const own = relationsOf(schema);
  if (own) return own;
  const def = defOf(schema);
  const inner = def.type === 'pipe' ? def.in : WRAPPERS.has(def.type) ? def.innerType : undefined;
  return inner ? relationsIn(inner) : undefined;
}

/** The rules between inputs of the query and of the body, in one list of each kind. */
function joinRelations(a: InputRelations | undefined, b: InputRelations): InputRelations {
  const out: Record<string, (readonly string[])[]> = {};
  for (const kind of ['both', 'oneOf', 'atMostOne'] as const) {
    const lists = [...(a?.[kind] ?? []), ...(b[kind] ?? [])];
    if (lists.length > 0) out[kind] = lists;
  }
  return out;
}

/** True when a body schema takes JSON text (`jsonText()`, itself or among the options of a union). */
function takesJsonText(schema: AnySchema): boolean {
  if (isJsonText(schema)) return true;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return takesJsonText(def.innerType);
  return def.type === 'union' && (def.options ?? []).some(takesJsonText);
}

/** The rules with its empty lists and records left out, so that a plan says only what applies. */
function compact(rules: Record<string, unknown>): InputRules {
  const isEmpty = (value: unknown): boolean => (Array.isArray(value) ? value.length === 0 : typeof value === 'object' && value !== null && Object.keys(value).length === 0);
  return Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined && !isEmpty(value)));
}

/** What a body under `bodyKey` holds, for the hint that points fields put beside it there. */
function bodyShape(body: AnySchema): InputRules['bodyShape'] {
  const objectLike = (schema: AnySchema, value: unknown): boolean => {
    const result = safeParse(schema, value);
    return result.success || result.error.issues.every((issue) => issue.path.length > (Array.isArray(value) ? 1 : 0));
  };
  const list = !objectLike(body, {}) && objectLike(body, [{}]);
  if (!list && !objectLike(body, {})) return undefined;
  const inner = list ? defOf(body) : undefined;
  let element = inner;
  while (element && WRAPPERS.has(element.type) && element.innerType) element = defOf(element.innerType);
  const object = list ? element?.element : body;
  const keys = object ? knownKeys(object) : undefined;
  const strict = object !== undefined && keys !== undefined && !objectLike(object, { ['\u0000probe']: undefined });
  return strict ? { list, keys } : { list };
}

/** The rules of a body under `bodyKey`, added to `rules`: whether it is required, its shape and kinds, and whether it may be JSON text. */
function addKeyedBodyRules(op: Operation, bodyKey: string, body: AnySchema, rules: Record<string, unknown>): void {
  refuseUnnamedTransforms(op.id, body, 'its body');
  if (!accepts(body, undefined)) ((rules.required ??= []) as string[]).push(bodyKey);
  rules.bodyShape = bodyShape(body);
  const kinds = inputKinds(body);
  if (kinds) rules.types = { ...(rules.types as object | undefined), [bodyKey]: kinds };
  if (takesJsonText(body)) rules.jsonText = true;
}

/**
 * The input rules of an operation, worked out from its schemas: what the default call path checks, and
 * what the generator writes into the operation's plan.
 */
export function rulesOf(op: Operation): InputRules {
  const rules: Record<string, unknown> = {};
  if (op.params) {
    const fields = fieldsOf(op.params) ?? {};
    const path: Record<string, SegmentRule> = {};
    for (const name of Array.from(op.path.matchAll(/\{(\w+)\}/g), (m) => m[1] ?? '')) {
      const field = fields[name];
      const rule = field ? segmentRule(op.id, name, field) : undefined;
      if (rule) path[name] = rule;
    }
    rules.path = path;
  }
  if (op.query) {
    rules.query = knownKeys(op.query) ?? '*';
    addFieldRules(op, 'query', op.query, rules);
  }
  if (op.body && op.bodyType !== 'raw') {
    if (op.bodyKey === undefined) {
      rules.body = knownKeys(op.body) ?? '*';
      if (!accepts(op.body, undefined)) rules.needsBody = true;
      addFieldRules(op, 'body', op.body, rules);
    } else addKeyedBodyRules(op, op.bodyKey, op.body, rules);
  }
  return compact(rules);
}

/**
 * Declares an operation: returns it with its literal types kept for inference, and with the input rules
 * its schemas give (the checks a call makes when inputs are not validated with the schemas).
 */
export function defineOperation<const O extends Operation>(operation: O): O & { readonly rules: InputRules } {
  // Worked out on first use, so that importing many descriptions costs no time at start.
  let rules: InputRules | undefined;
  return Object.defineProperty({ ...operation }, 'rules', { enumerable: true, get: () => (rules ??= rulesOf(operation)) }) as O & { readonly rules: InputRules };
}
