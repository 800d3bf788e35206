/** Lets go of a response body we will not read, without waiting (a tee'd body only settles when both branches do). */
export function discard(response: Response): void {
  if (response.body && !response.bodyUsed) response.body.cancel().catch(() => undefined);
}

/** The size in bytes of a request body, when it can be known without reading a stream. */
export function byteLength(body: BodyInit): number | undefined {
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).byteLength;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body.size;
  return undefined;
}

/**
 * Reads a response body into memory, at most `limit` bytes. Over the limit it stops reading (the rest
 * is never downloaded) and returns undefined, or with `truncate` the first `limit` bytes.
 */
export async function readCapped(response: Response, limit: number, truncate: boolean): Promise<Uint8Array | undefined> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  // A declared length within the limit is what the runtime will deliver (fetch enforces it): read it at once.
  if (Number.isFinite(declared) && declared <= limit) return new Uint8Array(await response.arrayBuffer());
  if (!response.body) return new Uint8Array(0);
  if (!truncate && Number.isFinite(declared)) {
    discard(response);
    return undefined;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > limit) {
      await reader.cancel().catch(() => undefined);
      if (!truncate) return undefined;
      chunks.push(value.subarray(0, limit - total));
      total = limit;
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The length a response announces in `Content-Length`, when it announces a number. */
export function contentLength(response: Response): number | undefined {
  const value = Number(response.headers.get('content-length') ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}
