// Schema helpers for the API packages' schemas, on their own entry point (`@typed-api/core/schema`): the
// response-schema modules import them without reaching `@typed-api/core/internal`, which would tie the
// lazily loaded response chunk to the engine's chunk in a bundle.
import * as z from 'zod/mini';
import { jsonTextProblem, registerEncoder, registerJsonText } from './encoders.js';
import { checkRelations, registerRelations, relationProblems, type InputRelations } from './relations.js';

export type { InputRelations } from './relations.js';

/**
 * An enum the API may extend: the known values are typed (and offered by editors), and any other string
 * is accepted too, so that a value the API adds later never fails a response. Use it for values the API
 * sends; use a closed `z.enum` only where the contract closes the list (or for values we send).
 */
export function openEnum<const T extends readonly [string, ...string[]]>(values: T): z.ZodMiniType<T[number] | (string & {}), T[number] | (string & {})> {
  // Typed on both sides: as input too, the known values are offered and any other string accepted.
  return z.union([z.enum(values), z.string()]);
}

/**
 * `schema` with `checks` added: `schema.check(...checks)` written as a function call. The package build
 * marks calls of it side-effect free (a method call cannot be marked), so that a bundler drops the
 * checked schemas no kept operation uses.
 */
export function checked<S extends z.ZodMiniType>(schema: S, ...checks: (z.core.CheckFn<z.output<S>> | z.core.$ZodCheck<z.output<S>>)[]): S {
  return schema.check(...checks);
}

/**
 * An object of inputs (a query or a body) rewritten as a whole by a named encoder before it is sent (dates
 * written as the API reads them, with the zone they are in). The schema stays an object of known fields;
 * the name goes into the operation's input rules, and the package's dialect lists the same function.
 */
export function rewritten<S extends z.ZodMiniType<object>>(name: string, schema: S, rewrite: (value: z.output<S>) => z.output<S>): S {
  const out = schema.check(z.overwrite(rewrite));
  registerEncoder(out, { name, encode: rewrite });
  return out;
}

/**
 * A request input sent through a named encoder: the value is checked with `input`, then `encode` turns
 * it into what the API reads (a `Date` into the API's date text, a list into comma-joined text). The name
 * goes into the operation's input rules, and the package's dialect lists the same function under it, so
 * that a call sends the same value whether or not its inputs are checked with the schemas.
 */
export function encoded<I extends z.ZodMiniType, T>(name: string, input: I, encode: (value: z.output<I>) => T): z.ZodMiniPipe<I, z.ZodMiniTransform<T, z.output<I>>> {
  const schema = z.pipe(input, z.transform(encode));
  registerEncoder(schema, { name, encode });
  return schema;
}

/**
 * An object of inputs with rules between its inputs: `both` (given together or not at all), `oneOf`
 * (exactly one), `atMostOne`. The schema checks them, and the same rules go into the operation's input
 * rules as data, so that a call checks them before sending whether or not it validates with the schemas.
 */
export function related<S extends z.ZodMiniType<object>>(schema: S, relations: InputRelations): S {
  const shape = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
  checkRelations(relations, shape && Object.keys(shape));
  const out = schema.check(
    z.superRefine((value, ctx) => {
      for (const problem of relationProblems(relations, value as Record<string, unknown>)) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.key], input: value });
      }
    }),
  );
  registerRelations(out, relations);
  return out;
}

/**
 * A body given as JSON text: a string the caller already encoded (read from a file, say), sent as it is,
 * never encoded a second time. Put it beside the body's own schema: `z.union([items, jsonText()])`.
 */
export function jsonText(): z.ZodMiniString {
  const schema = z.string().check(
    z.superRefine((text, ctx) => {
      const problem = jsonTextProblem(text);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
    }),
  );
  registerJsonText(schema);
  return schema;
}
