/**
 * What the public descriptions state of our fields that our schemas do not check: a string's format
 * (`date-time`, `uuid`), a number's range or size (`int64`), a length, the values the description lists for a
 * string, an input's default. Read once from `../shared/specs` (through the conformance suite's reader and its
 * corrections) and kept in `scripts/spec-facts/<package>.json`, so that the answer and inputs types can be
 * written where the descriptions are absent (a fresh clone without `../shared`); `tests/build/spec-facts.test.ts`
 * writes the file under `pnpm generate` and fails when it is stale (where the descriptions are present).
 *
 * A fact is keyed by where the generated types write the field: `Event.start_date` (an answer's field, by the
 * answer's name), `Run.stats.durationMillis` (a field of an unnamed object inside it), `Build.meta[].x` (of a
 * list's items), `ActorsCreateInputs.memoryMbytes` (an inputs type's). The first operation that reaches a key
 * gives its facts.
 */
import { unwrap, type SpecFact } from './facts.js';
import { responseSchema, type Operation } from '../packages/core/src/internal.js';
import { readDescription, specOperationFor, type Target } from '../tests/conformance/harness.js';
import { merged, type Schema } from '../tests/conformance/sample.js';

/** The description's schema without `allOf` and without its null branch (`anyOf: [X, {type: 'null'}]`). */
function plain(schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  const whole = merged(schema);
  const branches = (whole.anyOf ?? whole.oneOf)?.filter((s) => !(s.type === 'null' || (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null')));
  return branches?.length === 1 && branches[0] ? plain(branches[0]) : whole;
}

/** The facts of one schema of the description: only the words our comments use, and only when it states them. */
function factOf(schema: Schema, input: boolean): SpecFact | undefined {
  const fact: SpecFact = {};
  if (typeof schema.format === 'string') fact.format = schema.format;
  const values = schema.enum?.filter((v) => v !== null);
  if (values && values.length > 0) fact.enum = values;
  if (typeof schema.minimum === 'number') fact.minimum = schema.minimum;
  if (typeof schema.maximum === 'number') fact.maximum = schema.maximum;
  if (typeof schema.minLength === 'number') fact.minLength = schema.minLength;
  if (typeof schema.maxLength === 'number') fact.maxLength = schema.maxLength;
  if (input && schema.default !== undefined) fact.default = schema.default;
  return Object.keys(fact).length > 0 ? fact : undefined;
}

/** What the walk writes into: facts by key, the first reach of a key winning. */
type Facts = Record<string, SpecFact>;

/** Walks our schema and the description's side by side, recording the description's facts under each field's key. */
function walk(ours: unknown, theirs: Schema | undefined, key: string, names: ReadonlyMap<unknown, string>, input: boolean, facts: Facts, depth = 0): void {
  const spec = plain(theirs);
  if (!spec || depth > 8) return;
  const { core } = unwrap(ours);
  if (!core) return;
  const def = core._zod.def;
  if (def.type === 'object') {
    const shape = def.shape as Record<string, unknown>;
    for (const [field, schema] of Object.entries(shape)) {
      const their = plain(spec.properties?.[field]);
      if (!their) continue;
      const fieldKey = `${key}.${field}`;
      const fact = factOf(their, input);
      if (fact && !(fieldKey in facts)) facts[fieldKey] = fact;
      walkInto(schema, their, fieldKey, names, input, facts, depth + 1);
    }
  } else if (def.type === 'array') {
    walkInto(def.element, plain(Array.isArray(spec.items) ? spec.items[0] : spec.items), `${key}[]`, names, input, facts, depth + 1);
  } else if (def.type === 'union') {
    // Each branch against the description's schema: a branch of another kind has no fields to meet.
    for (const option of def.options as unknown[]) walkInto(option, spec, key, names, input, facts, depth + 1);
  }
}

/** Goes on into a field's value: under its own name when it is a named answer, else under the field's key. */
function walkInto(ours: unknown, theirs: Schema | undefined, key: string, names: ReadonlyMap<unknown, string>, input: boolean, facts: Facts, depth: number): void {
  const { core } = unwrap(ours);
  const name = names.get(ours) ?? names.get(core);
  walk(ours, theirs, name ?? key, names, input, facts, depth);
}

/** The description's JSON schema of a success answer of an operation, if it has one. */
function successSchema(operation: { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }): Schema | undefined {
  const code = Object.keys(operation.responses ?? {}).find((c) => /^2\d\d$/.test(c));
  const content = code === undefined ? undefined : operation.responses?.[code]?.content;
  return Object.entries(content ?? {}).find(([type]) => /json|\*\/\*/.test(type))?.[1].schema;
}

/**
 * The facts of a package's fields as its description states them. `names` names the answers by schema;
 * `inputsTypes` gives the inputs type an operation's inputs are written as (none: its inputs are not written).
 */
export async function specFacts(target: Target, names: ReadonlyMap<unknown, string>, inputsTypes: ReadonlyMap<Operation, string>): Promise<Facts> {
  const description = await readDescription(target.specFile, target.correct?.bind(target));
  const spec = { operations: description.operations, counterparts: new Map() };
  const facts: Facts = {};
  for (const op of target.operations) {
    const specOp = specOperationFor(target, spec, op);
    if (!specOp) continue;
    // The answer, under its name.
    const response = responseSchema(op, target.responses);
    const success = successSchema(specOp);
    const name = response === undefined ? undefined : (names.get(response) ?? names.get(unwrap(response).core));
    if (response !== undefined && success && name !== undefined && (op.responseType ?? 'json') === 'json') walk(response, target.payload(success, op), name, names, false, facts);
    // The inputs: the body's fields and the query parameters, under the inputs type's name.
    const inputs = inputsTypes.get(op);
    if (inputs === undefined) continue;
    const body = Object.entries(specOp.requestBody?.content ?? {}).find(([type]) => /json|form/.test(type))?.[1].schema;
    if (op.body && body) {
      if (op.bodyKey === undefined) walk(op.body, body, inputs, names, true, facts);
      else walkInto(op.body, body, `${inputs}.${op.bodyKey}`, names, true, facts, 0);
    }
    const query = (specOp.parameters ?? []).filter((p) => p.in === 'query');
    if (op.query && query.length > 0) {
      walk(op.query, { type: 'object', properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])) }, inputs, names, true, facts);
    }
  }
  // Sorted, so that the file changes only where a fact does.
  return Object.fromEntries(Object.entries(facts).sort(([a], [b]) => a.localeCompare(b)));
}
