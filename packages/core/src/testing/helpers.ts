import { HttpResponse } from 'msw';

/** A JSON response with a status and headers: the building block of every fake's envelopes. */
export function jsonResponse(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers: headers ?? {} });
}

/** Reads a request body as JSON; undefined when it is empty or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

let counter = 0;
/** A unique, sortable id for fake resources (time-free, so tests stay deterministic). */
export function ulid(prefix = ''): string {
  counter++;
  return `${prefix}${counter.toString(36).padStart(8, '0')}${Math.random().toString(36).slice(2, 8)}`;
}

/** `DecompressionStream` formats by HTTP content coding. */
const DECODERS: Readonly<Record<string, string>> = { gzip: 'gzip', 'x-gzip': 'gzip', deflate: 'deflate', br: 'brotli' };

/**
 * A decoder of the HTTP content coding `coding` (`gzip`, `deflate`, `br`), or undefined when the coding is
 * unknown or the runtime's `DecompressionStream` cannot decode it (`br` needs a recent one).
 */
export function contentDecoder(coding: string): DecompressionStream | undefined {
  const format = DECODERS[coding];
  if (format === undefined) return undefined;
  try {
    return new DecompressionStream(format as CompressionFormat);
  } catch {
    return undefined;
  }
}
