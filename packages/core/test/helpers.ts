import { expect, vi } from 'vitest';
import { ValidationError } from '@typed-api/core';

/** One request as a stub fetch saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

type Reply = Response | Error | ((request: Request) => Response | Error | Promise<Response | Error>);

/**
 * A fetch stub that answers from a script (one reply per call; the last repeats) and records
 * what was sent, with the (possibly faked) time of each call.
 */
export function scriptedFetch(...replies: Reply[]): typeof fetch & { seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const copy = request.clone();
    seen.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: copy.body ? await copy.text() : '',
      at: Date.now(),
    });
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
    const value = typeof reply === 'function' ? await reply(request) : reply;
    if (value instanceof Error) throw value;
    return (value!).clone();
  });
  return Object.assign(fn as unknown as typeof fetch, { seen });
}

/** A JSON response. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** Settles every promise under fake timers (running them all); returns what each settled to, value or error. */
export async function settleAll<T>(promises: PromiseLike<T>[]): Promise<{ value?: T; error?: unknown }[]> {
  const results = Promise.all(promises.map((p) => Promise.resolve(p).then((value) => ({ value }), (error: unknown) => ({ error }))));
  await vi.runAllTimersAsync();
  return results;
}

/** The issues a check of operation `things.do`'s inputs throws (a ValidationError naming it), or undefined when it passes. */
export function issuesOf(check: () => unknown): ValidationError['issues'] | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toMatch(/^Invalid arguments for things\.do: /);
    return (error as ValidationError).issues;
  }
}
