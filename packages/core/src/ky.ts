import type { KyInstance } from 'ky';

/**
 * Sends the client's requests through your own ky instance, so that its hooks (logging, signing,
 * tracing) and its own `fetch` apply: `new PlatformClient({ baseUrl, token, fetch: kyFetch(myKy) })`.
 * ky's retries, timeout and HTTP-error throwing are switched off for these requests: the client's
 * engine already does retries (the APIs' own rules), timeouts and redirects, and reads every status.
 */
export function kyFetch(instance: KyInstance): typeof fetch {
  return (input, init) => instance(input, { ...init, retry: 0, timeout: false, throwHttpErrors: false });
}
