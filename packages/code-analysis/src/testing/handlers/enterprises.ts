// Hand-written: the 404 of an unknown enterprise, the 403 of its admin-only lists and CSV export of seats, and the
// caller's enterprise tokens with their refusals (409 for a second one, 404 for a missing one).
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/enterprises.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';

/** A CSV field, quoted when it has to be. */
const csvField = (value: string | number | boolean | readonly (string | number)[] | undefined): string => {
  const text = value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The fake's `enterprises` namespace: enterprises with their organizations and seats, and the caller's enterprise tokens. */
export function enterprisesHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const enterprises = () => state.enterprises;
  const find = (call: FakeRequest) => {
    const found = enterprises().enterprises.get(`${call.params.provider ?? ''}/${call.params.enterprise ?? ''}`);
    if (!found) fail(404, 'Enterprise not found');
    return found;
  };
  /** The enterprise a request names, for its admins only (403 for a mere member). */
  const administered = (call: FakeRequest, what: string) => {
    const found = find(call);
    if (found.enterprise.userRole !== 'admin') fail(403, `Only enterprise admins can ${what}`);
    return found;
  };
  const seatsOf = (call: FakeRequest, search = '') =>
    find(call).seats.filter((s) => (s.providerLogin ?? '').toLowerCase().includes(search) || s.emails.some((e) => e.toLowerCase().includes(search)));

  return {
    'enterprises.list': (call) => listBody(state, call, [...enterprises().enterprises.values()].filter((e) => e.enterprise.provider === call.params.provider).map((e) => e.enterprise)),
    'enterprises.get': (call) => find(call).enterprise,
    'enterprises.cleanCache': (call) => {
      enterprises().cacheCleanedAt.set(call.params.provider ?? '', new Date().toISOString());
      return undefined;
    },
    'enterprises.listOrganizations': (call) => {
      return listBody(state, call, administered(call, 'list its organizations').organizations);
    },
    'enterprises.listSeats': (call) => {
      administered(call, 'list its seats');
      return listBody(state, call, seatsOf(call, call.inputs.search?.toLowerCase()));
    },
    'enterprises.exportSeatsCsv': (call) => {
      const { seats } = administered(call, 'export its seats');
      const columns = ['providerLogin', 'providerId', 'emails', 'organizationsIds', 'createdAt', 'lastAnalysis', 'isActive'] as const;
      const rows = seats.map((s) => columns.map((c) => csvField(s[c])).join(','));
      return call.reply([columns.join(','), ...rows].join('\n') + '\n', { headers: { 'content-type': 'text/csv' } });
    },
    'enterprises.listTokens': () => [...enterprises().tokens.keys()].map((provider) => ({ provider })),
    'enterprises.addToken': (call) => {
      const { provider, token } = call.inputs;
      if (enterprises().tokens.has(provider)) fail(409, `An enterprise token for ${provider} already exists`);
      enterprises().tokens.set(provider, token);
      return undefined;
    },
    'enterprises.deleteToken': (call) => {
      if (!enterprises().tokens.delete(call.params.provider ?? '')) fail(404, 'Enterprise token not found');
      return undefined;
    },
  };
}
