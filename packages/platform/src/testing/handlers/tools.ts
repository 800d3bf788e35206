import { fail, type FakeHandlers, type OperationHandler } from '@typed-api/core/testing';
import type * as tools from '../../operations/tools.js';
import type { BrowserInfo } from '../../responses/tools.js';
import type { FakeState } from '../state.js';

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

/** The request echo: what the server saw of a request (any of the four methods). */
const echo: OperationHandler<typeof tools.browserInfoGet> = async ({ request, method, inputs }): Promise<BrowserInfo> => {
  const body = new Uint8Array(await request.arrayBuffer());
  const headers: Record<string, string> = {};
  const raw: string[] = [];
  request.headers.forEach((value, name) => {
    headers[name] = value;
    raw.push(name, value);
  });
  return {
    method,
    clientIp: '127.0.0.1',
    countryCode: null,
    bodyLength: body.byteLength,
    ...(inputs.skipHeaders === true ? {} : { headers }),
    ...(inputs.rawHeaders === true ? { rawHeaders: raw } : {}),
  };
};

/** The envelope a signed value carries: the payload and its checksum. */
interface SignedEnvelope {
  payload?: unknown;
  signature?: unknown;
}

/**
 * The request-echo operations: a function of the operations module builds them, so TypeScript sees
 * their ids as `string`, which would turn the module's table into an index signature every handler must
 * fit. Their handlers are typed one by one instead.
 */
type EchoOperations = 'browserInfoGet' | 'browserInfoPost' | 'browserInfoPut' | 'browserInfoDelete';

/** The handlers of the request echo, each typed by its operation. */
interface EchoHandlers {
  'tools.browserInfo': OperationHandler<typeof tools.browserInfoGet>;
  'tools.browserInfoPost': OperationHandler<typeof tools.browserInfoPost>;
  'tools.browserInfoPut': OperationHandler<typeof tools.browserInfoPut>;
  'tools.browserInfoDelete': OperationHandler<typeof tools.browserInfoDelete>;
}

/** The fake's `tools` operations: the request echo and signed encoding. */
export function toolHandlers(state: FakeState): FakeHandlers<Omit<typeof tools, EchoOperations>> & EchoHandlers {
  return {
    'tools.browserInfo': echo,
    'tools.browserInfoPost': echo,
    'tools.browserInfoPut': echo,
    'tools.browserInfoDelete': echo,
    'tools.encodeAndSign': ({ inputs }) => {
      const payload = JSON.stringify({ decoded: inputs.value, userId: state.user.id });
      return { encoded: toBase64(JSON.stringify({ payload, signature: checksum(payload) })) };
    },
    'tools.decodeAndVerify': ({ inputs }) => {
      let envelope: SignedEnvelope = {};
      try {
        // Read from the caller's text: any JSON at all, checked below.
        envelope = JSON.parse(fromBase64(inputs.encoded)) as SignedEnvelope;
      } catch {
        fail(400, 'The value is not an encoded object', { code: 'invalid-value' });
      }
      if (typeof envelope.payload !== 'string' || envelope.signature !== checksum(envelope.payload)) return fail(400, 'The signature does not match the value', { code: 'invalid-signature' });
      // The payload is one the fake signed above.
      const { decoded, userId } = JSON.parse(envelope.payload) as { decoded: unknown; userId: string };
      return { decoded, encodedByUserId: userId, isVerifiedUser: false };
    },
  };
}
