import { HttpResponse } from 'msw';
import { FakeHttpError, type FakeDialect } from '@typed-api/core/testing';
import { platformWire } from '../wire.js';

/** The `{ data }` success envelope. */
function dataResponse(data: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json({ data } as Record<string, unknown>, { status, headers: headers ?? {} });
}

/**
 * How the platform fake answers: paths under `/v2`, payloads in `{ data }`, errors as
 * `{ error: { type, message } }`, `?method=` naming the real method of a GET or POST, and request bodies
 * compressed with the codings the API documents (decoded before any handler reads them).
 */
export const platformDialect: FakeDialect = {
  prefix: '/v2',
  ok: dataResponse,
  // The engine's generic 404 code is spelled the platform's way.
  error: (status, code, message, headers) => HttpResponse.json({ error: { type: code === 'not-found' ? 'page-not-found' : code, message } }, { status, headers: headers ?? {} }),
  // "Below is a list of supported `Content-Encoding` types: Brotli `br`, Gzip `gzip`, Deflate `deflate`"
  // (the description, on item pushes and record writes); `br` where the runtime's DecompressionStream has it.
  requestEncodings: ['gzip', 'deflate', 'br'],
  query: platformWire.queryEncoding,
  // The API's types for refused inputs: a bad record key has its own, a bad body is an invalid request,
  // any other parameter an invalid value.
  invalid(problems) {
    const message = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
    if (problems.some((p) => p.path.startsWith('path.recordKey'))) return new FakeHttpError(400, 'invalid-record-key', message);
    return new FakeHttpError(400, problems.some((p) => p.path.startsWith('body')) ? 'invalid-request' : 'invalid-value', message);
  },
  method(request, url) {
    const override = url.searchParams.get('method')?.toUpperCase();
    return override && (request.method === 'GET' || request.method === 'POST') ? override : request.method;
  },
};
