// The five runtime checks of @typed-api/code-analysis, imported by name as an application would.
// Plain web JavaScript: it runs unchanged on every runtime of tests/runtimes/run.js. Never throws.
import { AbortError, CodeAnalysisClient, isCodeAnalysisError } from '@typed-api/code-analysis';
import { operations } from '@typed-api/code-analysis/operations';
import { abortMidFlight, check, expect, readToEnd, SLOW, threePages, walkPages } from './kit.js';

/** The runner seeds organization `gh/runtimes` with repositories `r1`, `r2`, `r3`. */
const ORG = ['gh', 'runtimes'];

export async function checkCodeAnalysis({ baseUrl, apiToken }) {
  const analysis = new CodeAnalysisClient({ baseUrl, apiToken, maxRetries: 1, timeoutMs: 10_000 });
  return {
    call: await check(async () => {
      const version = await analysis.version.get();
      expect(version === '3.1.0-fake', `unexpected version ${JSON.stringify(version)}`);
      return `version: ${version}`;
    }),
    walk: await check(async () => {
      const pages = await walkPages(analysis.repositories.list(...ORG));
      return `repositories.list: ${threePages(pages, (repo) => repo.repository.name, ['r1', 'r2', 'r3'])}`;
    }),
    error: await check(async () => {
      try {
        await analysis.repositories.get(...ORG, 'no-such-repo');
      } catch (error) {
        expect(isCodeAnalysisError(error, 'NotFound'), `expected NotFound, got ${String(error)}`);
        return `isCodeAnalysisError(err, 'NotFound'), status ${String(error.status)}`;
      }
      throw new Error('no error for a missing repository');
    }),
    abort: await check(() => abortMidFlight((signal) => analysis.repositories.get(...ORG, SLOW, undefined, { signal }), AbortError)),
    // The API's downloads are CSV reports the package reads as text: the package's own description of the
    // security report is read as a stream instead, through the client's engine (`http.call`).
    stream: await check(async () => {
      const report = operations.find((op) => op.id === 'reports.securityItems');
      expect(report !== undefined, 'no reports.securityItems operation');
      const body = await analysis.http.call({ ...report, responseType: 'stream' }, { params: { provider: 'gh', organization: 'acme' } });
      const { bytes, chunks, text } = await readToEnd(body);
      const rows = text.split('\r\n').filter(Boolean);
      expect(rows[0]?.startsWith('Id,Title,Repository') && rows.length > 1, `unexpected CSV ${text.slice(0, 80)}`);
      return `CSV report read as text by the package: reports.securityItems read as a stream via http.call, ${String(rows.length - 1)} rows, ${String(bytes)} B in ${String(chunks)} chunk(s)`;
    }),
  };
}
