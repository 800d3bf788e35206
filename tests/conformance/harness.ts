import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import ajvFormats, { type FormatName } from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { parse as parseYaml } from 'yaml';
import * as z from 'zod/mini';
import { ApiError, ResponseValidationError, ValidationError, type HttpClient } from '../../packages/core/src/index.js';
import { responseSchema, type AnySchema, type Operation } from '../../packages/core/src/internal.js';
import { compareSchemas } from './compare.js';
import { sample, variants, type Schema } from './sample.js';

/**
 * Where the public descriptions are: `../shared/specs` beside the checkout (CI has it there), or the
 * folder named by TYPED_API_SPECS.
 */
export const SPECS_DIR = process.env.TYPED_API_SPECS ?? resolve(import.meta.dirname, '../../../shared/specs');

/** True when the descriptions can be read here. */
export const specsPresent = existsSync(SPECS_DIR);

/** One package under test: its description, its operations, and how its wire maps onto the description. */
export interface Target {
  /** Package name, e.g. `platform`. */
  name: string;
  /** The description's file, relative to the specs folder. */
  specFile: string;
  /** Every operation the package describes. */
  operations: readonly Operation[];
  /** The package's response-schema module (loaded), which the operations' response readers read. */
  responses: unknown;
  /** A client of the package that sends through `fetch`, with the given response validation. */
  client(fetch: typeof globalThis.fetch, validateResponses: boolean): { http: HttpClient };
  /** The package's path prefix (e.g. `/v2`). */
  prefix: string;
  /** Maps a request path (as sent) to the description's path space. */
  specPath(path: string): string;
  /** The part of a success body our response schema describes (the payload inside the envelope). */
  payload(schema: Schema, operation: Operation): Schema;
  /**
   * Corrects the description where it is known to be wrong (its source notes and real examples say
   * otherwise) before anything is checked, so that the rest of the affected schemas is still checked.
   * Each correction says why, like an entry of the exceptions file.
   */
  correct?(description: Record<string, unknown>): void;
}

/** Something our package does that the description does not allow, or refuses what it allows. */
export interface Finding {
  /** Our operation id. */
  operation: string;
  /** Request (what we send), response (what we accept) or schema (the static comparison). */
  kind: 'request' | 'response' | 'schema';
  /** Which rule, e.g. `query-unknown`, `response-refused`, `nullable`. */
  rule: string;
  /** Where: a parameter, a field path, a variant name. */
  where: string;
  /** What is wrong, in words. */
  message: string;
}

/** The stable key of a finding, as the exceptions file names it. */
export function findingKey(target: string, finding: Finding): string {
  return `${target} ${finding.operation} ${finding.kind}:${finding.rule} ${finding.where}`;
}

interface SpecOperation {
  method: string;
  path: string;
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
}
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

/** A loaded description: the validator and its operations. */
export interface LoadedSpec {
  api: OpenAPIBackend;
  operations: SpecOperation[];
  /** The described operation each of ours sends to, as {@link specOperationFor} finds it (filled as asked). */
  counterparts: Map<Operation, SpecOperation | undefined>;
}

/** The string formats of JSON Schema that ajv-formats checks, registered with the validator of every description. */
const STRING_FORMATS: FormatName[] = ['date', 'time', 'date-time', 'duration', 'uri', 'uri-reference', 'uri-template', 'url', 'email', 'hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'relative-json-pointer'];

/** A description read, corrected and dereferenced: the document, and its operations with their parameters. */
export interface Description {
  definition: Document;
  operations: SpecOperation[];
}

/** Reads, corrects and dereferences a description, and lists its operations (each with its path's parameters). */
export async function readDescription(file: string, correct?: (description: Record<string, unknown>) => void): Promise<Description> {
  const text = readFileSync(resolve(SPECS_DIR, file), 'utf8');
  const raw = (file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)) as Record<string, unknown>;
  correct?.(raw);
  // In OpenAPI 3.0 a `$ref` replaces its object: keys beside it are ignored (the dereferencer would merge them).
  if (typeof raw.openapi === 'string' && raw.openapi.startsWith('3.0')) dropRefSiblings(raw);
  let definition = (await $RefParser.dereference(raw, { dereference: { circular: 'ignore' } })) as unknown as Document;
  definition = acyclicCopy(definition) as Document;
  // openapi-backend finds operations by id when it validates a response: name the ones without one.
  for (const [path, item] of Object.entries((definition as { paths: Record<string, Record<string, { operationId?: string } | undefined>> }).paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head']) {
      const op = item[method];
      if (op && !op.operationId) op.operationId = `${method.toUpperCase()} ${path}`;
    }
  }
  const paths = (definition as { paths: Record<string, Record<string, unknown>> }).paths;
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head']) {
      const op = item[method] as Omit<SpecOperation, 'method' | 'path'> | undefined;
      if (!op) continue;
      const own = op.parameters ?? [];
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      operations.push({ ...op, parameters, method: method.toUpperCase(), path });
    }
  }
  return { definition, operations };
}

/** Reads a description (see {@link readDescription}) and loads it into openapi-backend (the validator of requests and responses). */
export async function loadSpec(file: string, correct?: (description: Record<string, unknown>) => void): Promise<LoadedSpec> {
  const { definition, operations } = await readDescription(file, correct);
  // `quick` skips openapi-backend's own check of the document (it judges 3.1 documents by the 3.0
  // meta-schema and then drops them); the document is already dereferenced above.
  // Ajv knows no string formats of its own: without them it ignores `date-time`, `uri`, `email`… with a
  // warning per schema. ajv-formats checks them (a CommonJS module: its plugin is the module's `default`);
  // openapi-backend has already added the OpenAPI number and byte formats (int32, double, byte…), left as it defines them.
  const api = new OpenAPIBackend({
    definition,
    quick: true,
    strict: false,
    validate: true,
    coerceTypes: true,
    ajvOpts: { strict: false, allErrors: true, validateSchema: false },
    customizeAjv: (ajv) => {
      ajvFormats.default(ajv, STRING_FORMATS);
      return ajv;
    },
  });
  await api.init();
  // openapi-backend lists the document's operations anew (lodash chains over every path) for each request it
  // matches and each answer it checks; the document does not change after init, so the list is made once
  // (the code-analysis description's checks: 29.8 s before, see the closing note of the fast-loop issue).
  const routes = api.router.getOperations();
  api.router.getOperations = () => routes;
  return { api, operations, counterparts: new Map() };
}

/** The id openapi-backend knows an operation by (loadSpec names every operation). */
const idOf = (op: SpecOperation): string => op.operationId ?? `${op.method} ${op.path}`;

/** Removes the keys beside every `$ref` (OpenAPI 3.0 ignores them). */
function dropRefSiblings(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) dropRefSiblings(item);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    for (const key of Object.keys(record)) if (key !== '$ref') Reflect.deleteProperty(record, key);
    return;
  }
  for (const item of Object.values(record)) dropRefSiblings(item);
}

/**
 * A copy of a dereferenced document in which no two places share an object, except real cycles. The
 * dereferencer makes every use of a component the same object; openapi-backend then turns any object it
 * meets twice into a `$ref`, which breaks shared `required` lists and property maps.
 */
function acyclicCopy(value: unknown, path = new Map<object, unknown>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  const onPath = path.get(value);
  if (onPath !== undefined) return onPath;
  const copy: unknown = Array.isArray(value) ? [] : {};
  path.set(value, copy);
  if (Array.isArray(value)) for (const item of value) (copy as unknown[]).push(acyclicCopy(item, path));
  else for (const [key, item] of Object.entries(value)) (copy as Record<string, unknown>)[key] = acyclicCopy(item, path);
  path.delete(value);
  return copy;
}

/** A parameter value of the right type: the description's example when it fits its schema (a string `'true'` for a boolean is read as one), else a made value. */
function parameterValue(parameter: Parameter): unknown {
  const schema = parameter.schema ?? {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const example = parameter.example ?? schema.example;
  if (example !== undefined) {
    if (type === 'boolean' && (example === 'true' || example === 'false')) return example === 'true';
    if ((type === 'integer' || type === 'number') && typeof example === 'string' && example.trim() !== '' && Number.isFinite(Number(example))) return Number(example);
    const fits = type === undefined || (type === 'integer' || type === 'number' ? typeof example === 'number' : type === 'array' ? Array.isArray(example) : typeof example === type);
    if (fits) return example;
  }
  return sample(schema, { properties: 'full', nulls: false });
}

const normalise = (path: string): string => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '');

/** The description's operation that ours sends to (same method, same path shape). */
export function specOperationFor(target: Target, spec: Pick<LoadedSpec, 'operations' | 'counterparts'>, op: Operation): SpecOperation | undefined {
  if (spec.counterparts.has(op)) return spec.counterparts.get(op);
  const candidates = [target.specPath(`${target.prefix}${op.path}`), target.specPath(op.path)].map(normalise);
  const found = spec.operations.find((s) => s.method === op.method && candidates.includes(normalise(s.path)));
  spec.counterparts.set(op, found);
  return found;
}

function shapeKeys(schema: AnySchema | undefined): string[] | undefined {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : undefined;
}

/** Our zod schema as JSON Schema (what the comparison reads). */
export function jsonSchemaOf(schema: AnySchema, io: 'input' | 'output'): Schema {
  return z.toJSONSchema(schema as z.ZodMiniType, { io, unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as Schema;
}

const isJson = (type: string): boolean => /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || type === '*/*';

function successStatuses(op: SpecOperation): string[] {
  return Object.keys(op.responses ?? {}).filter((code) => /^2\d\d$/.test(code));
}

function examplesOf(media: Media): unknown[] {
  const out: unknown[] = [];
  if (media.example !== undefined) out.push(media.example);
  for (const example of Object.values(media.examples ?? {})) if (example.value !== undefined) out.push(example.value);
  return out;
}

/**
 * Arguments for a call of `op`, made from the description's parameters and body; findings where ours
 * refuses them. `siblings` are our operations that send to the same described operation (a JSON list
 * and a streamed export of one endpoint): a query parameter is missing only when none of them has it.
 */
function argumentsFor(op: Operation, specOp: SpecOperation, siblings: readonly Operation[], findings: Finding[]): Record<string, unknown> | undefined {
  const add = (rule: string, where: string, message: string): void => {
    findings.push({ operation: op.id, kind: 'request', rule, where, message });
  };
  const parameters = specOp.parameters ?? [];
  const args: Record<string, unknown> = {};

  const ours = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const theirs = [...specOp.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  if (ours.length) {
    const params: Record<string, unknown> = {};
    ours.forEach((name, i) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === theirs[i]);
      const value = parameter ? parameterValue(parameter) : 'sample-id';
      params[name] = typeof value === 'string' || typeof value === 'number' ? value : String(value);
    });
    args.params = params;
  }

  const known = shapeKeys(op.query) ?? [];
  const knownBySiblings = new Set(siblings.flatMap((sibling) => shapeKeys(sibling.query) ?? []));
  const query: Record<string, unknown> = {};
  for (const parameter of parameters.filter((p) => p.in === 'query' && p.deprecated !== true)) {
    if (!known.includes(parameter.name)) {
      if (!knownBySiblings.has(parameter.name) || parameter.required) {
        add('query-missing', parameter.name, `the description's ${parameter.required ? 'required' : 'optional'} query parameter cannot be sent`);
      }
      continue;
    }
    if (parameter.schema) query[parameter.name] = parameterValue(parameter);
  }
  for (const key of known) {
    if (!parameters.some((p) => p.in === 'query' && p.name === key)) add('query-unknown', key, 'is not a query parameter of the description');
  }
  if (known.length) args.query = query;

  const content = specOp.requestBody?.content ?? {};
  const mediaType = Object.keys(content).find(isJson) ?? Object.keys(content)[0];
  if (op.body === undefined && op.bodyType !== 'raw') {
    if (specOp.requestBody?.required) add('body-missing', 'body', `the description requires a ${mediaType ?? ''} body, which cannot be sent`);
  } else if (!mediaType) {
    add('body-unknown', 'body', 'a body is sent where the description has none');
  }
  if (op.bodyType === 'raw' && mediaType?.startsWith('multipart/form-data')) {
    // A form, as the package's upload methods build it; the content type (with its boundary) is the runtime's.
    args.body = formOf(content[mediaType]?.schema);
  } else if (op.bodyType === 'raw') {
    const schema = mediaType ? content[mediaType]?.schema : undefined;
    args.body = mediaType && isJson(mediaType) ? JSON.stringify(schema ? sample(schema, { properties: 'full', nulls: false }) : {}) : 'sample body';
    args.headers = { 'content-type': mediaType ?? 'application/octet-stream' };
  } else if (op.body) {
    const media = mediaType ? content[mediaType] : undefined;
    const schema = media?.schema;
    const candidates = media && schema
      ? [...examplesOf(media), sample(schema, { properties: 'full', nulls: false }), sample(schema, { properties: 'minimal', nulls: false })]
      : [{}];
    let accepted: unknown;
    for (const [i, candidate] of candidates.entries()) {
      const result = z.safeParse(op.body as z.ZodMiniType, candidate);
      if (result.success) {
        accepted ??= candidate;
      } else if (i < candidates.length - 1 || accepted === undefined) {
        const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
        add('body-refused', i === candidates.length - 1 ? 'minimal' : i === candidates.length - 2 ? 'full' : `example ${String(i + 1)}`, `our body schema refuses a valid body: ${issues}`);
      }
    }
    if (accepted === undefined) return undefined;
    args.body = accepted;
  }
  return args;
}

/**
 * The arguments as a call takes them: the path parameters, and the query parameters and the body in one
 * object of inputs (the body under the operation's `bodyKey`, or its fields beside the query's).
 */
function callArguments(op: Operation, parts: Record<string, unknown>): { params?: never; input?: never } {
  const { params, query, body, headers } = parts as { params?: unknown; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> };
  let input: Record<string, unknown> | undefined = query === undefined ? undefined : { ...query };
  // A header the operation takes as an input (a raw body's content type) goes in the inputs under its key.
  for (const [key, name] of Object.entries(op.inputHeaders ?? {})) {
    const value = headers?.[name];
    if (value !== undefined) input = { ...input, [key]: value };
  }
  if (body !== undefined) {
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) && !(body instanceof FormData) ? (body as Record<string, unknown>) : undefined;
    if (op.bodyKey !== undefined) input = { ...input, [op.bodyKey]: body };
    else if (fields !== undefined) input = { ...input, ...fields };
    else throw new TypeError(`${op.id}: a body that is not an object of fields needs a bodyKey to be sent`);
  }
  // The description's arguments are only known at run time: the call's types cannot check them here.
  return { params, input } as { params?: never; input?: never };
}

/** A multipart form of every field of the description's schema: files (`format: binary`) as file parts, the rest as text. */
function formOf(schema: Schema | undefined): FormData {
  const form = new FormData();
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (property.format === 'binary') form.append(name, new Blob(['sample,file\n1,2\n'], { type: 'text/csv' }), `${name}.csv`);
    else form.append(name, String(sample(property, { properties: 'full', nulls: false })));
  }
  return form;
}

/**
 * Reads a multipart body into its fields (a file as its text), as a server does: by the boundary its
 * content type names. Undefined when it cannot be read, e.g. a content type set without the boundary.
 */
async function readForm(text: string, contentType: string): Promise<Record<string, string> | undefined> {
  try {
    const form = await new Response(text, { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : await value.text();
    return fields;
  } catch {
    return undefined;
  }
}

/** What the fake server saw of one request, and what the validator said of it. */
interface Exchange {
  problems: { rule: string; where: string; message: string }[];
}

/**
 * A fetch that plays the API from its description: it validates each request with openapi-backend and
 * answers with `reply` (status, body) for the operation.
 */
function describedServer(target: Target, spec: LoadedSpec, specOp: SpecOperation, reply: () => { status: number; body: unknown; type?: string | undefined }, exchange: Exchange): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = target.specPath(url.pathname);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const contentType = request.headers.get('content-type') ?? '';
    // A compressed upload is judged by what it decodes to, as the API reads it.
    const decoder = request.headers.get('content-encoding') === 'gzip' ? new DecompressionStream('gzip') : undefined;
    const text = !request.body ? '' : decoder ? await new Response(request.body.pipeThrough(decoder)).text() : await request.text();
    let body: unknown = text || undefined;
    if (text && isJson(contentType)) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        exchange.problems.push({ rule: 'body-not-json', where: 'body', message: `sends ${contentType} that is not JSON` });
      }
    }
    else if (text && contentType.startsWith('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(text));
    else if (text && contentType.startsWith('multipart/form-data')) {
      body = await readForm(text, contentType);
      if (body === undefined) exchange.problems.push({ rule: 'multipart-unreadable', where: 'content-type', message: `sends ${contentType}, whose parts cannot be read (a content type without its boundary)` });
    }
    const query = url.search.slice(1);
    const matched = spec.api.matchOperation({ method: request.method, path, headers, query });
    if (!matched || normalise(matched.path) !== normalise(specOp.path) || matched.method.toUpperCase() !== specOp.method) {
      exchange.problems.push({ rule: 'route', where: `${request.method} ${path}`, message: `does not reach ${specOp.method} ${specOp.path}` });
    } else {
      const result = spec.api.validateRequest({ method: request.method, path, headers, query, body }, matched);
      for (const error of result.errors ?? []) {
        if (error.instancePath === '' && error.keyword === 'required' && /header/i.test(error.message ?? '')) continue;
        exchange.problems.push({ rule: 'request-invalid', where: error.instancePath || '(request)', message: `${error.message ?? error.keyword} ${JSON.stringify(error.params)}` });
      }
    }
    // Accept and Content-Type follow the operation.
    const produced = successStatuses(specOp).flatMap((code) => Object.keys(specOp.responses?.[code]?.content ?? {}));
    const accept = request.headers.get('accept') ?? '';
    if (produced.length && accept && !accept.includes('*/*')) {
      const acceptable = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
      if (!produced.some((type) => acceptable.includes(type.toLowerCase()) || (isJson(type) && acceptable.includes('application/json')))) {
        exchange.problems.push({ rule: 'accept', where: 'accept', message: `sends Accept: ${accept}; the description answers ${produced.join(', ')}` });
      }
    }
    const consumed = Object.keys(specOp.requestBody?.content ?? {});
    if (text && consumed.length && !consumed.some((type) => contentType.toLowerCase().startsWith(type.toLowerCase()))) {
      exchange.problems.push({ rule: 'content-type', where: 'content-type', message: `sends ${contentType}; the description takes ${consumed.join(', ')}` });
    }
    const { status, body: answer, type } = reply();
    if (answer === undefined || status === 204) return new Response(null, { status });
    const payload = typeof answer === 'string' ? answer : JSON.stringify(answer);
    return new Response(payload, { status, headers: { 'content-type': type ?? (typeof answer === 'string' ? 'text/plain' : 'application/json') } });
  };
}

/** A valid success answer for the request check: the first variant the description's validator accepts. */
function firstValidAnswer(spec: LoadedSpec, specOp: SpecOperation): { status: number; body: unknown; type?: string | undefined } {
  for (const code of successStatuses(specOp)) {
    const content = specOp.responses?.[code]?.content ?? {};
    const jsonType = Object.keys(content).find(isJson);
    if (!jsonType) {
      const type = Object.keys(content)[0];
      return { status: Number(code), body: type ? 'sample' : undefined, type };
    }
    const media = content[jsonType] ?? {};
    for (const candidate of media.schema ? variants(media.schema, examplesOf(media)) : examplesOf(media).map((value) => ({ name: 'example', value }))) {
      if (spec.api.validateResponse(candidate.value, idOf(specOp), Number(code)).valid) {
        return { status: Number(code), body: candidate.value };
      }
    }
    return { status: Number(code), body: media.schema ? sample(media.schema, { properties: 'full', nulls: false }) : {} };
  }
  return { status: 200, body: {} };
}

/** Our schemas against the description's, statically: response payload, request body and query. */
function compareOperation(target: Target, op: Operation, specOp: SpecOperation, findings: Finding[]): void {
  const addSchema = (part: string, list: ReturnType<typeof compareSchemas>): void => {
    for (const f of list) findings.push({ operation: op.id, kind: 'schema', rule: f.rule, where: `${part}${f.where ? `.${f.where}` : ''}`, message: f.message });
  };
  const success = successStatuses(specOp)[0];
  const successMedia = success ? Object.entries(specOp.responses?.[success]?.content ?? {}).find(([type]) => isJson(type))?.[1] : undefined;
  const response = responseSchema(op, target.responses);
  if (response && successMedia?.schema && (op.responseType ?? 'json') === 'json') {
    addSchema('response', compareSchemas(jsonSchemaOf(response, 'output'), target.payload(successMedia.schema, op), '', false));
  }
  const bodyMedia = Object.entries(specOp.requestBody?.content ?? {}).find(([type]) => isJson(type) || type.includes('form'))?.[1];
  if (op.body && bodyMedia?.schema) addSchema('body', compareSchemas(jsonSchemaOf(op.body, 'input'), bodyMedia.schema, '', true));
  const queryParameters = (specOp.parameters ?? []).filter((p) => p.in === 'query');
  if (op.query && queryParameters.length) {
    const theirs: Schema = {
      type: 'object',
      properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema ?? {}])),
      required: queryParameters.filter((p) => p.required).map((p) => p.name),
    };
    addSchema('query', compareSchemas(jsonSchemaOf(op.query, 'input'), theirs, '', false));
  }
}

/** The result of checking one operation. */
export interface OperationReport {
  findings: Finding[];
  /** Response bodies sent back and checked (variants that the description's validator accepted). */
  responsesChecked: number;
}

/** Checks one operation: the request it sends, the responses it accepts, and its schemas against the description's. */
export async function checkOperation(target: Target, spec: LoadedSpec, op: Operation): Promise<OperationReport> {
  const siblings = target.operations.filter((other) => other !== op && specOperationFor(target, spec, other) === specOperationFor(target, spec, op));
  const findings: Finding[] = [];
  const specOp = specOperationFor(target, spec, op);
  if (!specOp) {
    findings.push({ operation: op.id, kind: 'request', rule: 'no-operation', where: `${op.method} ${op.path}`, message: 'has no counterpart in the description' });
    return { findings, responsesChecked: 0 };
  }
  compareOperation(target, op, specOp, findings);
  const parts = argumentsFor(op, specOp, siblings, findings);
  if (!parts) return { findings, responsesChecked: 0 };
  const args = callArguments(op, parts);
  // Headers the operation does not take as inputs go with the request options.
  const taken = new Set(Object.values(op.inputHeaders ?? {}));
  const headers = Object.fromEntries(Object.entries((parts.headers ?? {}) as Record<string, string>).filter(([name]) => !taken.has(name)));
  const callOptions = { maxRetries: 0, headers };

  // 1. The request, as the public client builds it, validated by the description.
  const exchange: Exchange = { problems: [] };
  const answer = firstValidAnswer(spec, specOp);
  const sender = target.client(describedServer(target, spec, specOp, () => answer, exchange), false);
  try {
    await sender.http.call(op, args, callOptions);
  } catch (error) {
    if (error instanceof ValidationError) {
      findings.push({ operation: op.id, kind: 'request', rule: 'arguments-refused', where: 'arguments', message: `our schemas refuse valid arguments: ${error.message}` });
      // Without arguments ours accepts, no answer can be checked.
      return { findings, responsesChecked: 0 };
    } else if (!(error instanceof ApiError) && !(error instanceof ResponseValidationError)) {
      findings.push({ operation: op.id, kind: 'request', rule: 'call-failed', where: 'call', message: String(error) });
    }
  }
  for (const problem of exchange.problems) findings.push({ operation: op.id, kind: 'request', ...problem });

  // 2. Every documented answer, as the description allows it, parsed with validation on.
  let responsesChecked = 0;
  for (const [code, response] of Object.entries(specOp.responses ?? {})) {
    const status = Number(code);
    if (!Number.isInteger(status) || status < 200 || (status >= 300 && status < 400)) continue;
    const content = response.content ?? {};
    const jsonType = Object.keys(content).find(isJson);
    const media = jsonType ? content[jsonType] : undefined;
    const candidates = media?.schema ? variants(media.schema, examplesOf(media)) : media ? examplesOf(media).map((value, i) => ({ name: `example ${String(i + 1)}`, value })) : [];
    if (status >= 400) {
      const body = candidates[0]?.value ?? { message: 'error' };
      const client = target.client(describedServer(target, spec, specOp, () => ({ status, body }), { problems: [] }), true);
      const outcome = await client.http.call(op, args, callOptions).then(
        () => undefined,
        (error: unknown) => error,
      );
      responsesChecked++;
      if (!(outcome instanceof ApiError) || outcome.status !== status) {
        findings.push({ operation: op.id, kind: 'response', rule: 'error-status', where: code, message: `a documented ${code} is not an ApiError with that status: ${String(outcome)}` });
      }
      continue;
    }
    if (op.responseType && op.responseType !== 'json') continue;
    for (const candidate of candidates) {
      if (!spec.api.validateResponse(candidate.value, idOf(specOp), status).valid) continue;
      responsesChecked++;
      const client = target.client(describedServer(target, spec, specOp, () => ({ status, body: candidate.value }), { problems: [] }), true);
      try {
        await client.http.call(op, args, callOptions);
      } catch (error) {
        const detail = error instanceof ResponseValidationError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : String(error);
        findings.push({ operation: op.id, kind: 'response', rule: 'response-refused', where: `${code} ${candidate.name}`, message: `a valid answer is refused: ${detail}` });
      }
    }
  }

  return { findings, responsesChecked };
}
