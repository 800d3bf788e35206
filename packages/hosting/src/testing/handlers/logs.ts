import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as logs from '../../operations/logs.js';
import type { FakeContext } from '../state.js';

/** Messages per log page, as the API documents. */
const LOG_PAGE_SIZE = 200;

/** A log page, as the API sends it outside the envelope; the scroll id encodes where the next page starts. */
function logPage<T>(entries: readonly T[], scrollId: string | undefined, keep: (entry: T) => boolean): { logs: T[]; scroll_id: string } {
  const match = scrollId === undefined ? null : /^scroll-(\d+)$/.exec(scrollId);
  if (scrollId !== undefined && !match) fail(400, 'scroll_id is not valid');
  const start = match ? Number(match[1]) : 0;
  const page = entries.filter(keep).slice(start, start + LOG_PAGE_SIZE);
  return { logs: page, scroll_id: `scroll-${String(start + page.length)}` };
}

/** The PHP and web-server logs of a site, walked by scroll id. */
export function logsHandlers({ state }: FakeContext): FakeHandlers<typeof logs> {
  return {
    'logs.php': (request) => {
      const { status, scroll_id: scrollId } = request.inputs;
      const entries = state().sites.require(request.path.siteId).phpLogs;
      return logPage(entries, scrollId, (e) => status === undefined || e.severity === status);
    },
    'logs.server': (request) => {
      const { status, request_type: method, user_ip: ip, scroll_id: scrollId } = request.inputs;
      const entries = state().sites.require(request.path.siteId).serverLogs;
      const keep = (e: (typeof entries)[number]): boolean => (status === undefined || e.status === status) && (method === undefined || e.request_type === method) && (ip === undefined || e.user_ip === ip);
      return logPage(entries, scrollId, keep);
    },
  };
}
