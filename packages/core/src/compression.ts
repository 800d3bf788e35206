// Request compression, a module of its own: a dialect whose API takes compressed request bodies brings it
// (`compression: gzipJson` from `@typed-api/core/compression`), so that no other API's bundles carry it.

/** A JSON media type (`application/json`, `application/problem+json`, with or without parameters). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * A JSON body compressed with gzip, when it is `minBytes` long or more, the runtime has
 * `CompressionStream`, no `Content-Encoding` is set yet, and compression makes it smaller: the
 * compressed bytes, with `Content-Encoding: gzip` set on `headers`. Bytes, not a stream, so that every
 * attempt of the call sends them again. Any other body comes back as it was.
 */
export async function gzipJson(payload: string, headers: Headers, minBytes: number): Promise<BodyInit> {
  const type = headers.get('content-type');
  if (!('CompressionStream' in globalThis) || headers.has('content-encoding')) return payload;
  if (!JSON_TYPE.test(String(type))) return payload;
  const bytes = new TextEncoder().encode(payload);
  if (bytes.byteLength < minBytes) return payload;
  const gzip = new CompressionStream('gzip');
  const writer = gzip.writable.getWriter();
  const [buffer] = await Promise.all([new Response(gzip.readable).arrayBuffer(), writer.write(bytes).then(() => writer.close())]);
  const compressed = new Uint8Array(buffer);
  // Stryker disable next-line EqualityOperator: a compressed body of the very same size is as good to send as the plain one
  if (compressed.byteLength >= bytes.byteLength) return payload;
  headers.set('content-encoding', 'gzip');
  return compressed;
}

