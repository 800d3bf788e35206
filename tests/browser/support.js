/* global Headers, process, console */
// What the browser runner (tests/browser/run.js) and the runtimes runner (tests/runtimes/run.js) share: the
// fakes as a page on another origin sees them (CORS), and how a runner ends.
import { getResponse, http, HttpResponse } from 'msw';

/** Answers CORS preflights and adds CORS headers to every answer of the wrapped fakes. */
export function withCors(handlers) {
  const cors = (request) => ({
    'access-control-allow-origin': request.headers.get('origin') ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD',
    'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
    'access-control-expose-headers': '*',
    'access-control-max-age': '600',
  });
  return http.all('*', async ({ request }) => {
    if (request.method === 'OPTIONS') return new HttpResponse(null, { status: 204, headers: cors(request) });
    const answer = await getResponse(handlers, request);
    const response = answer ?? HttpResponse.json({ error: 'no fake route' }, { status: 404 });
    const headers = new Headers(response.headers);
    for (const [k, v] of Object.entries(cors(request))) headers.set(k, v);
    return new HttpResponse(response.body, { status: response.status, headers });
  });
}

/**
 * Runs a runner's `main` (which resolves to its count of failures), prints `passed` or `failed: N <what>`
 * after `label`, runs the cleanups in reverse order, and exits 0 only when nothing failed.
 */
export async function finish(main, cleanups, label, what) {
  let code = 1;
  try {
    const failures = await main();
    console.log(failures === 0 ? `${label} passed` : `${label} failed: ${String(failures)} ${what}`);
    code = failures === 0 ? 0 : 1;
  } catch (error) {
    console.error(error);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
  process.exit(code);
}
