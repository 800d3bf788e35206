// Schema helpers for the API packages' schemas, on their own entry point (`@typed-api/core/schema`): the
// response-schema modules import them without reaching `@typed-api/core/internal`, which would tie the
// lazily loaded response chunk to the engine's chunk in a bundle.
import * as z from 'zod/mini';

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
