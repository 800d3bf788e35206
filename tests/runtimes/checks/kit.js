/* global AbortController, ReadableStream, TextDecoder, DOMException, setTimeout, clearTimeout */
// Helpers of the runtime checks. Plain web JavaScript (fetch, AbortController, ReadableStream, TextDecoder):
// no `node:` import and no Node global, so the same file runs on Node, Bun, Deno, workerd, the edge runtime
// and in a browser.

/** How long after the start of a call the abort check fires its signal (the fake holds that request). */
export const ABORT_AFTER_MS = 100;

/** The marker the runner's fake server holds requests for (about 3 s) so that an abort lands mid-flight. */
export const SLOW = 'slow-abort';
/** The same marker where the API takes a numeric id. */
export const SLOW_ID = 424242;

/** Runs one check; whatever it throws becomes `{ ok: false }` with the error named. Never throws. */
export async function check(fn) {
  try {
    const detail = await fn();
    return { ok: true, detail: String(detail) };
  } catch (error) {
    return { ok: false, detail: describe(error) };
  }
}

/** Fails a check with a message when `condition` is false. */
export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** An error as one line: class name, code, message. */
export function describe(error) {
  if (error instanceof Error) {
    const code = 'code' in error && error.code !== undefined ? ` [${String(error.code)}]` : '';
    return `${error.name}${code}: ${error.message}`.replace(/\s+/g, ' ').slice(0, 300);
  }
  return `thrown: ${String(error)}`;
}

/** Walks a paginated list page by page with `for await`; returns the pages' items. */
export async function walkPages(list) {
  const pages = [];
  for await (const page of list.pages()) pages.push(page.items);
  return pages;
}

/** Expects exactly three pages holding `expected` (item keys, in order); returns the detail text. */
export function threePages(pages, key, expected) {
  const sizes = pages.map((items) => items.length).join('+');
  expect(pages.length === 3, `expected 3 pages, got ${String(pages.length)} (${sizes})`);
  const got = pages.flat().map(key);
  expect(JSON.stringify(got) === JSON.stringify(expected), `unexpected items ${JSON.stringify(got).slice(0, 120)}`);
  return `3 pages (${sizes} items)`;
}

/**
 * Starts `call(signal)`, aborts the signal {@link ABORT_AFTER_MS} later (while the fake holds the request) and
 * expects the SDK's AbortError (the core's class: `AbortErrorClass` when the package exports it, else by
 * name, and never a bare DOMException).
 */
export async function abortMidFlight(call, AbortErrorClass) {
  const controller = new AbortController();
  const began = Date.now();
  const timer = setTimeout(() => controller.abort(), ABORT_AFTER_MS);
  try {
    const value = await call(controller.signal);
    throw new Error(`the call was not aborted: it resolved with ${JSON.stringify(value)?.slice(0, 80) ?? 'nothing'}`);
  } catch (error) {
    const ms = Date.now() - began;
    const isSdkAbort = AbortErrorClass ? error instanceof AbortErrorClass : error instanceof Error && error.name === 'AbortError' && !(error instanceof DOMException);
    if (!isSdkAbort) throw new Error(`expected the SDK's AbortError, got ${describe(error)}`, { cause: error });
    expect(ms < 2_500, `AbortError only after ${String(ms)} ms (the fake holds the request 3 s)`);
    return `${AbortErrorClass ? 'instanceof AbortError' : 'AbortError by name'} after ${String(ms)} ms`;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads a byte stream to its end with a reader; returns its bytes, chunk count and decoded text. */
export async function readToEnd(stream) {
  expect(stream instanceof ReadableStream, `expected a web ReadableStream, got ${Object.prototype.toString.call(stream)}`);
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let chunks = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    expect(value instanceof Uint8Array, `expected Uint8Array chunks, got ${Object.prototype.toString.call(value)}`);
    bytes += value.byteLength;
    chunks++;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  return { bytes, chunks, text };
}
