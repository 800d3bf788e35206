// Runs the five checks of the four packages one package after the other and returns
// `{ environment, results: { [package]: { call, walk, error, abort, stream } } }`, each check `{ ok, detail }`,
// `environment` the runtime as seen from inside (its user agent). Plain web JavaScript, the module every
// runtime of tests/runtimes/run.js loads (directly, or bundled). Never throws.
import { checkCalendar } from './calendar.js';
import { checkCodeAnalysis } from './code-analysis.js';
import { checkHosting } from './hosting.js';
import { checkPlatform } from './platform.js';
import { describe } from './kit.js';

const CHECKS = { platform: checkPlatform, hosting: checkHosting, calendar: checkCalendar, 'code-analysis': checkCodeAnalysis };

/** `config` holds each package's `{ baseUrl, ...credentials }` under its name. */
export async function runChecks(config) {
  const results = {};
  for (const [name, run] of Object.entries(CHECKS)) {
    try {
      results[name] = await run(config[name]);
    } catch (error) {
      // Only a failure outside the checks (a client that cannot be built) lands here.
      const failed = { ok: false, detail: describe(error) };
      results[name] = { call: failed, walk: failed, error: failed, abort: failed, stream: failed };
    }
  }
  return { environment: environment(), results };
}

/** The runtime as it names itself: `navigator.userAgent` (and the edge runtime's `EdgeRuntime` global). */
function environment() {
  const edge = typeof globalThis.EdgeRuntime === 'string' ? `EdgeRuntime ${globalThis.EdgeRuntime}` : undefined;
  return [edge, globalThis.navigator?.userAgent].filter(Boolean).join(', ') || 'no navigator.userAgent';
}
