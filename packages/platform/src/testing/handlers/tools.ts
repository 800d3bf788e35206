// Hand-written: the request echo (what the server saw) and signed values that verify.
import { fail, type FakeHandler, type FakeHandlers, type OperationHandler } from '@typed-api/core/testing';
import * as tools from '../../operations/tools.js';
import type { BrowserInfo } from '../../responses/tools.js';
import { shortHmac } from '../../signing.js';
import type { FakeState } from '../state.js';

/** Text as base64 of its UTF-8 bytes. */
const toBase64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
/** The text whose UTF-8 bytes `encoded` holds in base64. */
const fromBase64 = (encoded: string): string => new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)));

/** The request echo: what the server saw of a request (any of the four methods). */
const echo: OperationHandler<typeof tools.browserInfoGet> = async ({ request, method, inputs }): Promise<BrowserInfo> => {
  const body = new Uint8Array(await request.arrayBuffer());
  const headers: Record<string, string> = {};
  const raw: string[] = [];
  request.headers.forEach((value, name) => {
    headers[name] = value;
    raw.push(name, value);
  });
  const shown = { ...(inputs.skipHeaders === true ? {} : { headers }), ...(inputs.rawHeaders === true ? { rawHeaders: raw } : {}) };
  return { method, clientIp: '127.0.0.1', countryCode: null, bodyLength: body.byteLength, ...shown };
};

/**
 * The request-echo operations: a function of the operations module builds them, so TypeScript sees their ids as
 * `string`; the one echo answers them all, and the signed values are typed by their operations.
 */
type EchoOperations = 'browserInfoGet' | 'browserInfoPost' | 'browserInfoPut' | 'browserInfoDelete';

/** The fake's `tools` operations: the request echo and signed values (a payload and its mac under the user's id). */
export function toolHandlers(state: FakeState): Record<string, FakeHandler> {
  const signed: FakeHandlers<Omit<typeof tools, EchoOperations>> = {
    'tools.encodeAndSign': async ({ inputs }) => {
      const payload = JSON.stringify({ decoded: inputs.value, userId: state.user.id });
      return { encoded: toBase64(JSON.stringify({ payload, signature: await shortHmac(state.user.id, payload) })) };
    },
    'tools.decodeAndVerify': async ({ inputs }) => {
      let envelope: { payload?: unknown; signature?: unknown } = {};
      try {
        // Read from the caller's text: any JSON at all, checked below.
        envelope = JSON.parse(fromBase64(inputs.encoded)) as typeof envelope;
      } catch {
        fail(400, 'The value is not an encoded object', { code: 'invalid-value' });
      }
      const { payload } = envelope;
      const matches = typeof payload === 'string' && envelope.signature === (await shortHmac(state.user.id, payload));
      if (!matches) fail(400, 'The signature does not match the value', { code: 'invalid-signature' });
      // The payload is one the fake signed above.
      const { decoded, userId } = JSON.parse(payload) as { decoded: unknown; userId: string };
      return { decoded, encodedByUserId: userId, isVerifiedUser: false };
    },
  };
  const echoes = tools.toolOperations.filter((op) => op.id.startsWith('tools.browserInfo'));
  return { ...signed, ...Object.fromEntries(echoes.map((op) => [op.id, echo as FakeHandler])) };
}
