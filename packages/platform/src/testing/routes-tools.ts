import { HttpResponse } from 'msw';
import { objectBody } from './helpers.js';
import { dataResponse, FakeError, type Router } from './router.js';
import type { FakeState } from './state.js';

/** A small checksum that stands in for a signature: enough for the fake to tell tampered values apart. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Request echo and signed-encoding routes. */
export function toolRoutes(router: Router, state: FakeState): void {
  const echo = async ({ request, method, query }: { request: Request; method: string; query: URLSearchParams }): Promise<Response> => {
    const body = new Uint8Array(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    const raw: string[] = [];
    request.headers.forEach((value, name) => {
      headers[name] = value;
      raw.push(name, value);
    });
    const skip = ['1', 'true'].includes(query.get('skipHeaders') ?? '');
    const withRaw = ['1', 'true'].includes(query.get('rawHeaders') ?? '');
    return HttpResponse.json({
      method,
      clientIp: '127.0.0.1',
      countryCode: null,
      bodyLength: body.byteLength,
      ...(skip ? {} : { headers }),
      ...(withRaw ? { rawHeaders: raw } : {}),
    });
  };
  for (const method of ['GET', 'POST', 'PUT', 'DELETE']) router.add(method, '/browser-info', echo, { anonymous: true });

  router
    .add('POST', '/tools/encode-and-sign', async (context) => {
      const payload = JSON.stringify({ decoded: await objectBody(context), userId: state.user.id });
      return dataResponse({ encoded: toBase64(JSON.stringify({ payload, signature: checksum(payload) })) });
    })
    .add(
      'POST',
      '/tools/decode-and-verify',
      async (context) => {
        const { encoded } = await objectBody(context);
        let envelope: { payload?: unknown; signature?: unknown };
        try {
          envelope = JSON.parse(fromBase64(String(encoded))) as typeof envelope;
        } catch {
          throw new FakeError(400, 'invalid-value', 'The value is not an encoded object');
        }
        if (typeof envelope.payload !== 'string' || envelope.signature !== checksum(envelope.payload)) throw new FakeError(400, 'invalid-signature', 'The signature does not match the value');
        const { decoded, userId } = JSON.parse(envelope.payload) as { decoded: unknown; userId: string };
        return dataResponse({ decoded, encodedByUserId: userId, isVerifiedUser: false });
      },
      { anonymous: true },
    );
}
