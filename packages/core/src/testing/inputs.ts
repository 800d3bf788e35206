import { safeParse, type $ZodType } from 'zod/v4/core';
import type { AnySchema, Operation } from '../operation.js';
import type { QueryEncoding } from '../query.js';
import { FakeHttpError } from './errors.js';

/** One thing wrong with a request's inputs, as a fake reports it: where (`query.limit`, `body.name`) and what. */
export interface InputProblem {
  /** The input's place: `path.<name>`, `query.<name>`, `body.<field>` or `headers.<name>`. */
  readonly path: string;
  /** What is wrong with it. */
  readonly message: string;
  /** True when the input is not there at all (a required field left out), as opposed to there and wrong. */
  readonly missing: boolean;
}

/** What a fake reads from a request before its handler runs: the path identifiers and the one inputs object, both parsed by the operation's schemas. */
export interface ReadInputs {
  /** The path identifiers, parsed by the operation's `params` schema. */
  readonly path: unknown;
  /** The query, body and header inputs side by side (the body under `bodyKey` when the operation has one). */
  readonly inputs: unknown;
}

/** What a fake needs to read a request's inputs: the raw parts and the API's query encoding. */
export interface RawRequestParts {
  /** The request as received; its body is read from a copy, so a handler may still read it. */
  readonly request: Request;
  /** The decoded path parameters. */
  readonly params: Readonly<Record<string, string>>;
  /** The query parameters. */
  readonly query: URLSearchParams;
}

/**
 * Reads a request's path identifiers, query, body and header inputs and parses each with the operation's
 * schemas, turning wire strings into the numbers, booleans and lists the schemas expect (in the API's
 * `encoding`). Returns the parsed values, or throws a {@link FakeHttpError} 400 listing every problem
 * (`invalid` turns the problems into the API's own error). A raw body is left for the handler to read.
 */
export async function readInputs(operation: Operation, parts: RawRequestParts, encoding: QueryEncoding = {}, invalid?: (problems: readonly InputProblem[]) => FakeHttpError): Promise<ReadInputs> {
  const problems: InputProblem[] = [];
  const parse = (schema: AnySchema | undefined, value: unknown, place: string): unknown => {
    if (schema === undefined) return undefined;
    const result = safeParse(schema, value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      problems.push({ path: [place, ...issue.path.map(String)].join('.'), message: issue.message, missing: valueAt(value, issue.path) === undefined });
    }
    return undefined;
  };
  const path = parse(operation.params, fromStrings(operation.params, (name) => (name in parts.params ? [parts.params[name] ?? ''] : []), {}), 'path');
  const query = parse(operation.query, fromStrings(operation.query, (name) => queryValues(parts.query, name, encoding), encoding), 'query');
  const body = parse(operation.body, await bodyValue(operation, parts.request, encoding), 'body');
  const headers: Record<string, string> = {};
  for (const [key, header] of Object.entries(operation.inputHeaders ?? {})) {
    const value = parts.request.headers.get(header);
    if (value !== null) headers[key] = value;
  }
  if (problems.length > 0) {
    throw invalid?.(problems) ?? new FakeHttpError(400, 'invalid-request', `The request's inputs are invalid: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, { problems });
  }
  const placed = operation.bodyKey === undefined ? body : body === undefined ? undefined : { [operation.bodyKey]: body };
  return { path: path ?? {}, inputs: { ...(query as object | undefined), ...(placed as object | undefined), ...headers } };
}

/** The value at `path` inside `value` (undefined where the path leads nowhere). */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The JSON or form body of a request, read from a copy; undefined when there is none or the operation takes a raw one. */
async function bodyValue(operation: Operation, request: Request, encoding: QueryEncoding): Promise<unknown> {
  if (operation.body === undefined || operation.bodyType === 'raw' || request.body === null) return undefined;
  const text = await request.clone().text();
  if (text.trim() === '') return undefined;
  if (operation.bodyType === 'form') {
    const form = new URLSearchParams(text);
    return fromStrings(operation.body, (name) => queryValues(form, name, encoding), encoding);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FakeHttpError(400, 'invalid-request', 'The request body is not valid JSON');
  }
}

/** The values of a query parameter, in the array form the API uses (`name[]=` for brackets). */
function queryValues(query: URLSearchParams, name: string, encoding: QueryEncoding): string[] {
  const values = query.getAll(name);
  return encoding.arrays === 'brackets' ? [...values, ...query.getAll(`${name}[]`)] : values;
}

/** The object a schema of named fields expects, built from wire strings (path or query parameters, form fields). */
function fromStrings(schema: AnySchema | undefined, read: (name: string) => string[], encoding: QueryEncoding): Record<string, unknown> | undefined {
  if (schema === undefined) return undefined;
  const shape = shapeOf(schema);
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape ?? {})) {
    const raw = read(name);
    if (raw.length > 0) value[name] = coerce(field, raw, encoding);
  }
  return value;
}

/** The fields of an object schema (through optional, default and pipe wrappers), or undefined for another kind. */
function shapeOf(schema: AnySchema): Readonly<Record<string, AnySchema>> | undefined {
  const base = unwrap(schema);
  const def = base._zod.def as { type: string; shape?: Record<string, AnySchema> };
  return def.type === 'object' ? def.shape : undefined;
}

/** The schema under its wrappers (optional, nullable, default, readonly, catch; a pipe's input side; a lazy schema's target). */
function unwrap(schema: AnySchema): $ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; getter?: () => AnySchema };
    if (def.innerType !== undefined) current = def.innerType;
    else if (def.type === 'pipe' && def.in !== undefined) current = def.in;
    else if (def.type === 'lazy' && def.getter !== undefined) current = def.getter();
    else return current;
  }
}

type Def = { type: string; element?: AnySchema; options?: readonly AnySchema[]; values?: readonly unknown[] };

/** Reads wire strings as the value of one kind of schema. */
type Reader = (raw: readonly string[], def: Def, encoding: QueryEncoding) => unknown;

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

const number: Reader = ([first = '']) => (NUMBER.test(first.trim()) ? Number(first) : first);
const json: Reader = ([first = '']) => {
  try {
    return JSON.parse(first) as unknown;
  } catch {
    return first;
  }
};

/** How each kind of schema reads wire strings; any other kind takes the text (or the list of texts) as it came. */
const READERS: Readonly<Record<string, Reader>> = {
  array(raw, def, encoding) {
    const items = encoding.arrays === 'comma' ? raw.flatMap((value) => (value === '' ? [] : value.split(','))) : raw;
    const element = def.element;
    return element === undefined ? items : items.map((item) => coerce(element, [item], encoding));
  },
  number,
  int: number,
  bigint: ([first = '']) => (/^-?\d+$/.test(first) ? BigInt(first) : first),
  boolean: ([first = '']) => (first === 'true' || first === '1' ? true : first === 'false' || first === '0' ? false : first),
  literal: ([first = ''], def) => def.values?.find((value) => String(value) === first) ?? first,
  union(raw, def, encoding) {
    for (const option of def.options ?? []) {
      const value = coerce(option, raw, encoding);
      if (safeParse(option, value).success) return value;
    }
    return raw.length > 1 ? raw : raw[0];
  },
  object: json,
  record: json,
};

/**
 * A wire string (or the repeated values of one parameter) as the value a schema expects: numbers and
 * booleans from their text, lists split as the API writes them, objects from JSON. A value that cannot be
 * read stays a string, so the schema reports it.
 */
function coerce(schema: AnySchema, raw: readonly string[], encoding: QueryEncoding): unknown {
  const def = unwrap(schema)._zod.def as Def;
  const reader = READERS[def.type];
  return reader === undefined ? (raw.length > 1 ? raw : raw[0]) : reader(raw, def, encoding);
}
