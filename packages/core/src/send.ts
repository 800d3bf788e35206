import { mendable, type Outcome } from './answer.js';
import type { AttemptSignal } from './signals.js';
import { discard } from './body.js';
import type { AttemptContext } from './call.js';
import type { OutgoingRequest } from './url.js';
import { createApiError, type ApiError } from './errors.js';
import { isRedirect, nextHop, redirectRefusal, redirectTarget, type Hop } from './redirect.js';

/**
 * Sends a request and follows its redirects as the policy allows (`redirect.ts`); returns the final
 * answer, or the outcome of a send that failed or a redirect that was refused.
 */
export async function send(request: OutgoingRequest, payload: BodyInit | undefined, attempt: AttemptSignal, carriesCredentials: boolean, context: AttemptContext): Promise<Response | Outcome> {
  let hop: Hop = { url: request.href, method: request.method, headers: request.headers, body: payload };
  for (let count = 0; ; count++) {
    let response: Response;
    try {
      response = await context.fetch(String(hop.url), fetchInit(hop, attempt.signal));
    } catch (error) {
      return mendable(attempt.failure(error, 'request failed', context.redact));
    }
    if (!isRedirect(response)) return response;
    discard(response);
    const next = redirectTarget(response, hop.url);
    const refusal = redirectRefusal(response.status, hop, next, count, carriesCredentials);
    // Stryker disable next-line ConditionalExpression: `next` is only undefined together with a refusal; the check is for the type checker
    if (refusal !== undefined || next === undefined) return { kind: 'fatal', error: redirectRefused(request, response, next ?? hop.url, refusal, carriesCredentials, context) };
    hop = nextHop(response.status, hop, next);
  }
}

/** The error for a redirect that is not followed: where it led, why not, and what to configure instead. */
function redirectRefused(request: OutgoingRequest, response: Response, target: string | URL, refusal: string | undefined, carriesCredentials: boolean, context: AttemptContext): ApiError {
  // Stryker disable next-line StringLiteral: the refusal is only missing when the target is hidden, and then it is given (the fallback is for the type checker)
  const why = refusal ?? '';
  return createApiError({
    status: response.status,
    code: 'redirect-refused',
    api: context.api,
    message: `Not following the redirect: ${context.redactor.url(target)} (${why}); ${carriesCredentials ? 'configure the final address of this endpoint' : 'use the final address as baseUrl'}`,
    headers: context.redactor.headers(response.headers),
    method: request.method,
    url: context.redactor.url(request.href),
  });
}

/** The fetch options of one hop: never fetch's own redirects (the engine follows them itself, `redirect.ts`). */
export function fetchInit(hop: Hop, signal: AbortSignal): RequestInit & { duplex?: 'half' } {
  // `duplex` is needed for a stream body only, and every runtime takes it on any request.
  return { method: hop.method, headers: hop.headers, signal, redirect: 'manual', body: hop.body ?? null, duplex: 'half' };
}

