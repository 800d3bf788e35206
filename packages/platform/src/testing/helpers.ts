import { FakeHttpError, type FakeCall } from '@typed-api/core/testing';
import type { Json } from './state.js';

/** The current time as the API writes it. */
export function now(): string {
  return new Date().toISOString();
}

/** A query flag: `1` and `true` mean true. */
export function flag(query: URLSearchParams, name: string): boolean {
  const value = query.get(name);
  return value === '1' || value === 'true';
}

/** A non-negative integer query parameter, or the default; 400 `invalid-value` when malformed. */
export function intParam(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new FakeHttpError(400, 'invalid-value', `Parameter "${name}" must be a non-negative integer`);
  return value;
}

/** Reads the body as JSON; 400 `invalid-request` when it is not a JSON object (or, when allowed, an array). */
export async function jsonBody(context: FakeCall, options: { allowArray?: boolean; optional?: boolean } = {}): Promise<Json | Json[]> {
  const text = await context.request.text();
  if (text.trim() === '' && options.optional) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FakeHttpError(400, 'invalid-request', 'POST data is not a JSON object');
  }
  if (Array.isArray(parsed)) {
    if (!options.allowArray || !parsed.every((x) => typeof x === 'object' && x !== null && !Array.isArray(x))) {
      throw new FakeHttpError(400, 'invalid-request', 'POST data is not a JSON object');
    }
    return parsed as Json[];
  }
  if (typeof parsed !== 'object' || parsed === null) throw new FakeHttpError(400, 'invalid-request', 'POST data is not a JSON object');
  return parsed as Json;
}

/** Reads a body that must be one JSON object. */
export async function objectBody(context: FakeCall, optional = false): Promise<Json> {
  const body = await jsonBody(context, { optional });
  if (Array.isArray(body)) throw new FakeHttpError(400, 'invalid-request', 'POST data is not a JSON object');
  return body;
}

/** An offset page of `items` for the query's offset, limit and desc. */
export function offsetPage(items: readonly unknown[], query: URLSearchParams, maxLimit: number): Json {
  const desc = flag(query, 'desc');
  const ordered = desc ? [...items].reverse() : items;
  const offset = intParam(query, 'offset', 0);
  const limit = Math.min(intParam(query, 'limit', maxLimit), maxLimit);
  const page = ordered.slice(offset, offset + limit);
  return { total: items.length, offset, limit, count: page.length, desc, items: page };
}

const GENERAL_ACCESS = ['ANYONE_WITH_ID_CAN_READ', 'ANYONE_WITH_NAME_CAN_READ', 'FOLLOW_USER_SETTING', 'RESTRICTED'];

/** Applies `name` and `generalAccess` from a storage update body, checking them like the API does. */
export function applyStorageUpdate(meta: Json, body: Json): void {
  if ('name' in body) {
    if (body.name !== null && typeof body.name !== 'string') throw new FakeHttpError(400, 'invalid-value', 'name must be a string or null');
    meta.name = body.name;
  }
  if ('generalAccess' in body) {
    if (typeof body.generalAccess !== 'string' || !GENERAL_ACCESS.includes(body.generalAccess)) {
      throw new FakeHttpError(400, 'invalid-value', `generalAccess must be one of ${GENERAL_ACCESS.join(', ')}`);
    }
    meta.generalAccess = body.generalAccess;
  }
  meta.modifiedAt = now();
}
