/**
 * The facts of a field, read from its zod schema at generation time, as the second paragraph of the field's
 * doc comment in the generated interfaces: what kind of value it is, its allowed values and bounds, its
 * format, its default, and whether it may be absent or `null`. A field's first paragraph, what it means, is
 * written by hand on the schema's shape; the facts are generated for every field, so that none is
 * undocumented. Facts the public descriptions state and our schemas do not check (a date's format, a number's
 * range) come from `scripts/spec-facts/<package>.json` (see `scripts/spec-facts.ts`).
 */

/** A zod schema as this reads it: its definition and the bag of facts its checks leave. */
interface Zod {
  _zod: { def: Record<string, unknown> & { type: string; checks?: readonly Zod[] }; bag?: Record<string, unknown> };
}

/** A fact the public description states of a field (JSON Schema words). */
export interface SpecFact {
  format?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

/** What the facts of one field depend on beyond its schema. */
export interface FactsContext {
  /** True for an input's field (optional means "may be left out"); false for an answer's ("may be absent"). */
  input: boolean;
  /** Whether the type makes the field optional. */
  optional: boolean;
  /** The names of the package's answers by their schema: a field of one is "a `Venue`". */
  names: ReadonlyMap<unknown, string>;
  /** What the description states of the field, where our schema says less. */
  spec?: SpecFact | undefined;
}

function isZod(value: unknown): value is Zod {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The definition's type of a schema (`string`, `optional`…). */
function kind(schema: Zod): string {
  return schema._zod.def.type;
}

/** A schema's inner schema for the wrappers that change neither its kind nor its fields. */
function inner(schema: Zod): Zod | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType as Zod;
    case 'pipe':
      // A transform's input is what the caller gives; its output what the answer holds. Both are described by the side that is not a transform.
      return kind(def.in as Zod) === 'transform' ? (def.out as Zod) : (def.in as Zod);
    case 'lazy':
      return (def.getter as () => Zod)();
    default:
      return undefined;
  }
}

/** The schema with every wrapper taken off, with what the wrappers said. */
export function unwrap(schema: unknown): { core: Zod | undefined; nullable: boolean; defaultValue?: { value: unknown } } {
  let nullable = false;
  let defaultValue: { value: unknown } | undefined;
  let current = isZod(schema) ? schema : undefined;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = current._zod.def;
    if (def.type === 'nullable') nullable = true;
    if ((def.type === 'default' || def.type === 'prefault') && !defaultValue) {
      const value = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      defaultValue = { value };
    }
    const next = inner(current);
    if (!next) break;
    current = next;
  }
  return { core: current, nullable, ...(defaultValue ? { defaultValue } : {}) };
}

/** The schema of field `name` of an object schema (through its wrappers), if it has one. */
export function fieldOf(schema: unknown, name: string): unknown {
  const { core } = unwrap(schema);
  if (!core) return undefined;
  if (kind(core) === 'object') return (core._zod.def.shape as Record<string, unknown>)[name];
  if (kind(core) === 'intersection') return fieldOf(core._zod.def.left, name) ?? fieldOf(core._zod.def.right, name);
  // A union of objects (a body, or its JSON text): the first branch that has the field.
  if (kind(core) === 'union') for (const option of core._zod.def.options as unknown[]) if (fieldOf(option, name) !== undefined) return fieldOf(option, name);
  return undefined;
}

/** The schema of a list's items, or of a record's values. */
export function elementOf(schema: unknown): unknown {
  const { core } = unwrap(schema);
  if (!core) return undefined;
  if (kind(core) === 'array') return core._zod.def.element;
  if (kind(core) === 'record') return core._zod.def.valueType;
  // A union with a list among its branches (one value, or a list of them): the list's items.
  if (kind(core) === 'union') for (const option of core._zod.def.options as unknown[]) if (elementOf(option) !== undefined) return elementOf(option);
  return undefined;
}

/** The branch of a union schema that is an object with all of `fields`, if one is. */
export function objectBranch(schema: unknown, fields: readonly string[]): unknown {
  const { core } = unwrap(schema);
  if (!core) return undefined;
  if (kind(core) === 'object') return core;
  if (kind(core) !== 'union') return undefined;
  for (const option of core._zod.def.options as unknown[]) {
    const branch = objectBranch(option, fields);
    const shape = branch === undefined ? undefined : (unwrap(branch).core?._zod.def.shape as Record<string, unknown> | undefined);
    if (shape && fields.every((field) => field in shape)) return branch;
  }
  return undefined;
}

/** A value as code: `'draft'`, `10`, `true`. */
function literal(value: unknown): string {
  return typeof value === 'string' ? `\`'${value}'\`` : `\`${JSON.stringify(value)}\``;
}

/** `a`, `a or b`, `a, b or c`. */
function either(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

/** At most this many values of an enum are listed; the rest are counted. */
const MAX_VALUES = 12;

function values(list: readonly unknown[]): string {
  const shown = list.slice(0, MAX_VALUES).map(literal);
  return list.length > MAX_VALUES ? `${shown.join(', ')} and ${String(list.length - MAX_VALUES)} more` : either(shown);
}

/** What the formats of zod and of JSON Schema mean, in a few words. */
const FORMATS: Readonly<Record<string, string>> = {
  'date-time': 'a date and time in ISO 8601 form',
  datetime: 'a date and time in ISO 8601 form',
  date: 'a date in ISO 8601 form (`YYYY-MM-DD`)',
  time: 'a time of day in ISO 8601 form',
  duration: 'a duration in ISO 8601 form',
  email: 'an email address',
  uri: 'an absolute web address',
  url: 'an absolute web address',
  uuid: 'a UUID',
  guid: 'a UUID',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  hostname: 'a host name',
  byte: 'base64-encoded bytes',
  base64: 'base64-encoded bytes',
  binary: 'raw bytes',
  int32: 'a whole number within 32 bits',
  int64: 'a whole number within 64 bits',
  safeint: 'a whole number',
  float: 'a decimal number',
  double: 'a decimal number',
};

/** A bound the schema or the description sets, leaving out the safe-integer range zod puts on every integer. */
function bound(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
}

/** What a schema's checks allow: a format, a pattern, bounds of a number, bounds of a length. */
interface Limits {
  format?: string | undefined;
  pattern?: RegExp | undefined;
  /** A number's bounds, each with whether the bound itself is allowed. */
  min?: { value: number; inclusive: boolean } | undefined;
  max?: { value: number; inclusive: boolean } | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
}

/** The limits a schema's checks set, read from their definitions (zod fills its own summary only when it parses). */
function limitsOf(schema: Zod): Limits {
  const def = schema._zod.def as Record<string, unknown> & { checks?: readonly Zod[] };
  const limits: Limits = { format: def.format as string | undefined };
  for (const check of def.checks ?? []) {
    const c = check._zod.def as Record<string, unknown>;
    if (c.check === 'string_format' || c.check === 'number_format') {
      limits.format = c.format as string;
      if (c.pattern instanceof RegExp) limits.pattern = c.pattern;
    } else if (c.check === 'greater_than') limits.min = { value: c.value as number, inclusive: c.inclusive === true };
    else if (c.check === 'less_than') limits.max = { value: c.value as number, inclusive: c.inclusive === true };
    else if (c.check === 'min_length') limits.minLength = c.minimum as number;
    else if (c.check === 'max_length') limits.maxLength = c.maximum as number;
    else if (c.check === 'length_equals') limits.minLength = limits.maxLength = c.length as number;
  }
  return limits;
}

/** A number's range in words: `from 1 to 100`, `at least 0`, `above 0`, `below 10`, or nothing. */
function numberRange(min: Limits['min'], max: Limits['max']): string | undefined {
  const low = min && bound(min.value) !== undefined ? min : undefined;
  const high = max && bound(max.value) !== undefined ? max : undefined;
  if (low?.inclusive && high?.inclusive) return range(low.value, high.value);
  const parts = [low && (low.inclusive ? `at least ${String(low.value)}` : `above ${String(low.value)}`), high && (high.inclusive ? `at most ${String(high.value)}` : `below ${String(high.value)}`)];
  return parts.filter((part) => part !== undefined).join(' and ') || undefined;
}

/** `from 1 to 100`, `at least 0`, `at most 10`, or nothing. */
function range(min: number | undefined, max: number | undefined, unit = ''): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${String(min)}${unit}` : `from ${String(min)} to ${String(max)}${unit}`;
  if (min !== undefined) return `at least ${String(min)}${unit}`;
  if (max !== undefined) return `at most ${String(max)}${unit}`;
  return undefined;
}

/** What kind of value a schema holds, in a few words starting lower-case (`text`, `a list of \`Term\``). */
function describeKind(schema: Zod | undefined, names: ReadonlyMap<unknown, string>, spec: SpecFact | undefined, depth = 0): string {
  if (!schema || depth > 4) return 'any value';
  const named = names.get(schema);
  if (named !== undefined && depth > 0) return `a \`${named}\``;
  const { core, nullable } = unwrap(schema);
  if (!core) return 'any value';
  const coreName = names.get(core);
  if (coreName !== undefined) return `a \`${coreName}\`${nullable && depth > 0 ? ' or `null`' : ''}`;
  const def = core._zod.def;
  const limits = limitsOf(core);
  const tail = nullable && depth > 0 ? ' or `null`' : '';
  switch (def.type) {
    case 'string': {
      const format = limits.format ?? spec?.format;
      const pattern = format === 'regex' || format === undefined ? limits.pattern : undefined;
      const [shortest, longest] = [limits.minLength ?? spec?.minLength, limits.maxLength ?? spec?.maxLength];
      // Text of at least one character is said as not empty.
      const nonEmpty = shortest === 1 && longest === undefined;
      const length = nonEmpty ? undefined : range(shortest, longest, ' characters');
      const what = pattern ? (pattern.source === '^\\d+$' ? 'digits' : `text matching \`${pattern.source}\``) : format && FORMATS[format] ? `text: ${FORMATS[format]}` : 'text';
      return `${nonEmpty && what === 'text' ? 'non-empty text' : what}${length ? ` of ${length.replace(/^from /, '')}` : ''}${tail}`;
    }
    case 'number':
    case 'bigint': {
      const format = limits.format ?? spec?.format;
      const whole = format !== undefined && ['safeint', 'int32', 'int64', 'uint32', 'uint64'].includes(format);
      const fromSpec = (value: number | undefined): Limits['min'] => (value === undefined ? undefined : { value, inclusive: true });
      const within = numberRange(limits.min ?? fromSpec(spec?.minimum), limits.max ?? fromSpec(spec?.maximum));
      return `${whole ? 'a whole number' : 'a number'}${within ? ` ${within}` : ''}${tail}`;
    }
    case 'boolean':
      return `\`true\` or \`false\`${tail}`;
    case 'date':
      return `a \`Date\`${tail}`;
    case 'null':
      return '`null`';
    case 'undefined':
    case 'void':
      return 'nothing';
    case 'enum':
      return `one of ${values(Object.values(def.entries as Record<string, unknown>))}${tail}`;
    case 'literal':
      return `always ${values(def.values as unknown[])}${tail}`;
    case 'template_literal': {
      // zod's pattern of a template literal: a number's is written as such.
      const source = (core._zod as { pattern?: RegExp }).pattern?.source ?? '';
      return `${source === '^-?\\d+(?:\\.\\d+)?$' ? 'a number written as text' : `text of the form \`${source}\``}${tail}`;
    }
    case 'array': {
      const nonEmpty = limits.minLength === 1 && limits.maxLength === undefined;
      const items = nonEmpty ? undefined : range(limits.minLength, limits.maxLength, ' items');
      return `${nonEmpty ? 'a non-empty list' : 'a list'}${items ? ` of ${items.replace(/^from /, '')}` : ''}, each ${innerKind(def.element as Zod, names, depth + 1)}${tail}`;
    }
    case 'tuple':
      return (def.items as unknown[]).length === 0 ? `an empty list${tail}` : `a list of ${String((def.items as unknown[]).length)} values${tail}`;
    case 'record':
      return `an object of values by key, each ${innerKind(def.valueType as Zod, names, depth + 1)}${tail}`;
    case 'object':
      return `an object${tail}`;
    case 'union': {
      const [first, ...others] = def.options as [Zod, ...Zod[]];
      const options = [first, ...others];
      // An open enum: the known values, or any other text.
      if (isOpenEnum(core)) return `one of ${values(Object.values(first._zod.def.entries as Record<string, unknown>))}, or another value the API adds later${tail}`;
      const phrases = [...new Set(options.map((option) => describeKind(option, names, undefined, depth + 1)))];
      // One value or a list of the same (`4`, `'4'` or `[4, '4']`): said once.
      const single = options.filter((option) => unwrap(option).core?._zod.def.type !== 'array').map((option) => describeKind(option, names, undefined, depth + 1));
      const list = options.find((option) => unwrap(option).core?._zod.def.type === 'array');
      const listOfSame = list !== undefined && phrases.length === single.length + 1 && describeKind(list, names, undefined, depth + 1).endsWith(`, each (${either(single)})`);
      return `${listOfSame ? `${either(single)}, or a list of these` : either(phrases)}${tail}`;
    }
    case 'custom':
      return `a value of its declared type${tail}`;
    default:
      return 'any value';
  }
}

/** The kind of a value inside another (a list's items, a record's values): bracketed when it is a choice of kinds or a list of its own (`a list, each (a number or text)`). */
function innerKind(schema: Zod, names: ReadonlyMap<unknown, string>, depth: number): string {
  const phrase = describeKind(schema, names, undefined, depth);
  const core = unwrap(schema).core;
  const nested = core !== undefined && !names.has(core) && ['array', 'record', 'union'].includes(kind(core)) && !isOpenEnum(core);
  return nested ? `(${phrase})` : phrase;
}

/** True for an open enum: its known values, or any other text. */
function isOpenEnum(schema: Zod): boolean {
  const options = kind(schema) === 'union' ? (schema._zod.def.options as Zod[]) : [];
  const [first, second] = options;
  return options.length === 2 && first !== undefined && second !== undefined && kind(first) === 'enum' && kind(second) === 'string';
}

/** A sentence from a phrase: its first letter upper-case, a full stop at the end. */
function sentence(phrase: string): string {
  const text = phrase.charAt(0).toUpperCase() + phrase.slice(1);
  return text.endsWith('.') ? text : `${text}.`;
}

/**
 * The facts of a field as one short paragraph, e.g. "A whole number from 128 to 32768. Optional; defaults
 * to `1024`." or "Text: a date and time in ISO 8601 form. May be `null`; not always present."
 */
export function factsOf(schema: unknown, context: FactsContext): string {
  const { core, nullable, defaultValue } = unwrap(schema);
  const spec = context.spec;
  const parts = [sentence(describeKind(core, context.names, spec))];
  // The description's allowed values, where our schema takes any text.
  if (spec?.enum && core && kind(core) === 'string') parts.push(`The description lists ${values(spec.enum)}.`);
  if (nullable) parts.push('May be `null`.');
  const fallback = defaultValue ?? (spec && 'default' in spec ? { value: spec.default } : undefined);
  if (context.input) {
    if (context.optional) parts.push(fallback ? `Optional; ${defaultValue ? 'defaults to' : 'the API takes'} ${literal(fallback.value)}${defaultValue ? '' : ' when it is left out'}.` : 'Optional.');
    else parts.push('Required.');
  } else if (context.optional) parts.push('Not always present.');
  return parts.join(' ');
}
