import { HttpResponse } from 'msw';
import { FakeHttpError, type FakeHandler } from '@typed-api/core/testing';
import { objectBody } from './helpers.js';
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

/** Request echo and signed-encoding handlers, by operation id. */
export function toolHandlers(state: FakeState): Record<string, FakeHandler> {
  const echo: FakeHandler = async ({ request, method, query }) => {
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
  return {
    'tools.browserInfo': echo,
    'tools.browserInfoPost': echo,
    'tools.browserInfoPut': echo,
    'tools.browserInfoDelete': echo,
    'tools.encodeAndSign': async (context) => {
      const payload = JSON.stringify({ decoded: await objectBody(context), userId: state.user.id });
      return { encoded: toBase64(JSON.stringify({ payload, signature: checksum(payload) })) };
    },
    'tools.decodeAndVerify': async (context) => {
      const { encoded } = await objectBody(context);
      let envelope: { payload?: unknown; signature?: unknown };
      try {
        envelope = JSON.parse(fromBase64(String(encoded))) as typeof envelope;
      } catch {
        throw new FakeHttpError(400, 'invalid-value', 'The value is not an encoded object');
      }
      if (typeof envelope.payload !== 'string' || envelope.signature !== checksum(envelope.payload)) throw new FakeHttpError(400, 'invalid-signature', 'The signature does not match the value');
      const { decoded, userId } = JSON.parse(envelope.payload) as { decoded: unknown; userId: string };
      return { decoded, encodedByUserId: userId, isVerifiedUser: false };
    },
  };
}
