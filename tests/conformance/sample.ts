/**
 * Values made from the JSON Schemas of a public description (OpenAPI 3.0 or 3.1, dereferenced): one
 * valid value for a request argument, and the variants of a response that the conformance suite sends
 * back (full, minimal, nulls where nullable, every enum value). Whether a made value really is valid
 * is decided by the description's validator (openapi-backend), never here: a variant it refuses is
 * dropped, so a gap in this generator can hide a case but never invent a finding.
 */

/** A JSON Schema as the descriptions write them (3.0 and 3.1 keywords). */
export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema | Schema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean | undefined;
  example?: unknown;
  examples?: unknown[] | Record<string, unknown>;
  default?: unknown;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: boolean | Schema;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
};

/** How a value is made. */
export interface Mode {
  /** Every property (`full`) or only the required ones (`minimal`). */
  properties: 'full' | 'minimal';
  /** Null wherever the schema allows null. */
  nulls: boolean;
  /** Which enum value to pick (index, wrapping around); undefined prefers examples. */
  enumIndex?: number | undefined;
}

const MAX_DEPTH = 8;

/** The schema's own types, null included when it is nullable. */
export function typesOf(schema: Schema): string[] {
  const types = Array.isArray(schema.type) ? [...schema.type] : schema.type ? [schema.type] : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (types.length === 0 && schema.properties) types.push('object');
  if (types.length === 0 && schema.items) types.push('array');
  return types;
}

/** True when the schema accepts null (3.0 `nullable`, 3.1 `type: [..., 'null']`, or a null branch of a union). */
export function isNullable(schema: Schema): boolean {
  if (typesOf(schema).includes('null')) return true;
  if (schema.enum?.includes(null)) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((s) => isNullable(s));
}

/** Folds `allOf` into one schema (properties and required lists merged). */
export function merged(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const out: Schema = { ...schema };
  delete out.allOf;
  for (const part of schema.allOf.map(merged)) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties') out.properties = { ...out.properties, ...(value as Record<string, Schema>) };
      else if (key === 'required') out.required = [...new Set([...(out.required ?? []), ...(value as string[])])];
      else if (out[key] === undefined) out[key] = value;
    }
  }
  return out;
}

/** The first example the schema carries, if any. */
function exampleOf(schema: Schema): { value: unknown } | undefined {
  if (schema.example !== undefined) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { value: schema.examples[0] };
  return undefined;
}

/** Makes one value for `schema` in the given mode. */
export function sample(input: Schema, mode: Mode, depth = 0): unknown {
  const schema = merged(input);
  if (mode.nulls && isNullable(schema)) return null;
  if (schema.const !== undefined) return schema.const;
  const enumValues = schema.enum?.filter((v) => v !== null);
  if (enumValues && enumValues.length > 0) {
    return mode.enumIndex === undefined ? enumValues[0] : enumValues[mode.enumIndex % enumValues.length];
  }
  const union = schema.oneOf ?? schema.anyOf;
  if (union && union.length > 0) {
    const branches = union.filter((s) => !typesOf(s).every((t) => t === 'null') || typesOf(s).length === 0);
    const pick = branches[mode.enumIndex === undefined ? 0 : mode.enumIndex % branches.length] ?? union[0] ?? {};
    return sample({ ...pick, nullable: schema.nullable }, { ...mode, nulls: false }, depth + 1);
  }
  const example = exampleOf(schema);
  if (example && mode.enumIndex === undefined && !typesOf(schema).includes('object') && !typesOf(schema).includes('array')) return example.value;
  if (schema.default !== undefined && mode.enumIndex === undefined && typeof schema.default !== 'object') return schema.default;
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'object': {
      if (depth > MAX_DEPTH) return {};
      if (example && mode.enumIndex === undefined && mode.properties === 'full' && !mode.nulls) return example.value;
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (mode.properties === 'minimal' && !required.has(name)) continue;
        if (property.readOnly === true && depth === 0 && mode.properties === 'minimal') continue;
        out[name] = sample(property, mode, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (depth > MAX_DEPTH) return [];
      if (example && mode.enumIndex === undefined && mode.properties === 'full' && !mode.nulls) return example.value;
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const count = Math.max(1, schema.minItems ?? 0);
      return items ? Array.from({ length: count }, () => sample(items, mode, depth + 1)) : [];
    }
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
      const high = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined;
      let value = low ?? (high !== undefined ? Math.min(1, high) : 1);
      if (low !== undefined && high !== undefined) value = Math.floor((low + high) / 2);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return true;
    default:
      return stringFor(schema);
  }
}

function stringFor(schema: Schema): string {
  switch (schema.format) {
    case 'date-time':
      return '2026-01-02T03:04:05.000Z';
    case 'date':
      return '2026-01-02';
    case 'email':
      return 'someone@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/page';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default: {
      const min = schema.minLength ?? 1;
      const text = 'sample-value'.padEnd(min, 'x');
      return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
    }
  }
}

/** The largest number of values among the enums (and unions) a schema holds, bounded: how many enum variants cover them all. */
export function enumBreadth(input: Schema, depth = 0): number {
  if (depth > MAX_DEPTH) return 0;
  const schema = merged(input);
  let breadth = (schema.enum?.length ?? 0) + 0;
  breadth = Math.max(breadth, (schema.oneOf ?? schema.anyOf ?? []).length);
  for (const property of Object.values(schema.properties ?? {})) breadth = Math.max(breadth, enumBreadth(property, depth + 1));
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  if (items) breadth = Math.max(breadth, enumBreadth(items, depth + 1));
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) breadth = Math.max(breadth, enumBreadth(branch, depth + 1));
  return Math.min(breadth, 80);
}

/** The response variants of a schema: its examples, full, minimal, nulls, and one per enum position. */
export function variants(schema: Schema, examples: unknown[]): { name: string; value: unknown }[] {
  const out: { name: string; value: unknown }[] = examples.map((value, i) => ({ name: `example ${String(i + 1)}`, value }));
  out.push({ name: 'full', value: sample(schema, { properties: 'full', nulls: false }) });
  out.push({ name: 'minimal', value: sample(schema, { properties: 'minimal', nulls: false }) });
  out.push({ name: 'nulls', value: nullsInside(schema) });
  const breadth = enumBreadth(schema);
  for (let i = 0; i < breadth; i++) out.push({ name: `enum ${String(i)}`, value: sample(schema, { properties: 'full', nulls: false, enumIndex: i }) });
  return out;
}

/** A full value with null in every nullable place below the top (the top itself stays an object). */
function nullsInside(input: Schema): unknown {
  const schema = merged(input);
  if (schema.properties && Object.keys(schema.properties).length > 0) {
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) out[name] = isNullable(merged(property)) ? null : nullsInside(property);
    return out;
  }
  if (typesOf(schema).includes('array') && schema.items && !Array.isArray(schema.items) && merged(schema.items).properties) return [nullsInside(schema.items)];
  return sample(schema, { properties: 'full', nulls: false });
}
