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
