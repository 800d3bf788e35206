import { MAX_REDIRECTS } from './config.js';

// The redirect policy. Redirects are followed by the engine, not by fetch: fetch strips only `Authorization`
// when a redirect leaves the origin, and would carry `api-token`, payment and cookie headers to any host.

/** One request on the way through redirects: where it goes, how, and with what. */
export interface Hop {
  /** Where it goes: the call's URL as text, or a redirect's target. */
  url: string | URL;
  method: string;
  headers: Headers;
  body: BodyInit | undefined;
}

/** True for an answer that sends the request elsewhere: a 3xx with a `Location`, or a redirect the runtime hides. */
export function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.headers.has('location'));
}

/** Where a redirect leads, or undefined when the runtime hides it (a browser's opaque redirect). */
export function redirectTarget(response: Response, from: string | URL): URL | undefined {
  const location = response.headers.get('location');
  return location === null ? undefined : new URL(location, from);
}

/** True for the redirects that keep the method and body (307 and 308). */
function keepsBody(status: number): boolean {
  return status === 307 || status === 308;
}

/**
 * Why a redirect is not followed, or undefined when it may be: never for a request that carries credentials
 * in its body, never to a hidden place or another origin, at most {@link MAX_REDIRECTS} in a row, and never
 * again with a stream body that was already sent.
 */
export function redirectRefusal(status: number, from: Hop, next: URL | undefined, hop: number, carriesCredentials: boolean): string | undefined {
  if (carriesCredentials) return `a ${String(status)} redirect from a request that carries credentials in its body; nothing is re-sent after a redirect`;
  if (next === undefined) return 'the runtime hides where it leads, so the SDK cannot check it stays on the same origin';
  const origin = new URL(from.url).origin;
  if (next.origin !== origin) return `it leads to ${next.origin}, and credentials stay on ${origin}`;
  if (hop >= MAX_REDIRECTS) return `more than ${String(MAX_REDIRECTS)} redirects in a row`;
  if (keepsBody(status) && from.body instanceof ReadableStream) return 'the request body was a stream and cannot be sent again';
  return undefined;
}

/**
 * The request a followed redirect leads to: 307 and 308 keep the method and body; as browsers do, 301, 302
 * and 303 turn a write into a GET without a body (and without the headers that described it).
 */
export function nextHop(status: number, from: Hop, next: URL): Hop {
  if (keepsBody(status) || from.method === 'GET' || from.method === 'HEAD') return { ...from, url: next };
  const headers = new Headers(from.headers);
  headers.delete('content-type');
  headers.delete('content-encoding');
  return { url: next, method: 'GET', headers, body: undefined };
}
