import type { FakeHandler } from '@typed-api/core/testing';
import { HttpResponse } from 'msw';
import type { HandlerKit } from '../handlers.js';
import { fail } from '../responses.js';

/** A routed request as the kit's guards hand it over. */
type Call = Parameters<Parameters<HandlerKit['keyed']>[0]>[0];

/** A CSV field, quoted when it has to be. */
const csvField = (value: string | number | boolean | readonly (string | number)[] | undefined): string => {
  const text = value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The fake's `enterprises` namespace: enterprises with their organizations and seats, and the caller's enterprise tokens. */
export function enterprisesHandlers(kit: HandlerKit): Record<string, FakeHandler> {
  const { state, keyed, list, readBody } = kit;
  const enterprises = () => state.enterprises;
  const find = (call: Call) => {
    const found = enterprises().enterprises.get(`${call.params.provider ?? ''}/${call.params.enterprise ?? ''}`);
    if (!found) fail(404, 'Enterprise not found');
    return found;
  };
  const seatsOf = (call: Call) => {
    const search = call.query.get('search')?.toLowerCase();
    return find(call).seats.filter((s) => !search || (s.providerLogin ?? '').toLowerCase().includes(search) || s.emails.some((e) => e.toLowerCase().includes(search)));
  };

  return {
    'enterprises.list': keyed((call) => list(call, [...enterprises().enterprises.values()].filter((e) => e.enterprise.provider === call.params.provider).map((e) => e.enterprise))),
    'enterprises.get': keyed((call) => find(call).enterprise),
    'enterprises.cleanCache': keyed((call) => {
      enterprises().cacheCleanedAt.set(call.params.provider ?? '', new Date().toISOString());
      return undefined;
    }),
    'enterprises.listOrganizations': keyed((call) => {
      const found = find(call);
      if (found.enterprise.userRole !== 'admin') fail(403, 'Only enterprise admins can list its organizations');
      return list(call, found.organizations);
    }),
    'enterprises.listSeats': keyed((call) => {
      if (find(call).enterprise.userRole !== 'admin') fail(403, 'Only enterprise admins can list its seats');
      return list(call, seatsOf(call));
    }),
    'enterprises.exportSeatsCsv': keyed((call) => {
      if (find(call).enterprise.userRole !== 'admin') fail(403, 'Only enterprise admins can export its seats');
      const columns = ['providerLogin', 'providerId', 'emails', 'organizationsIds', 'createdAt', 'lastAnalysis', 'isActive'] as const;
      const rows = find(call).seats.map((s) => columns.map((c) => csvField(s[c])).join(','));
      return new HttpResponse([columns.join(','), ...rows].join('\n') + '\n', { headers: { 'content-type': 'text/csv' } });
    }),
    'enterprises.listTokens': keyed(() => [...enterprises().tokens.keys()].map((provider) => ({ provider }))),
    'enterprises.addToken': keyed(async (call) => {
      const request = await readBody(call);
      if (typeof request.provider !== 'string' || typeof request.token !== 'string' || !request.token) fail(400, 'provider and token are required');
      if (enterprises().tokens.has(request.provider)) fail(409, `An enterprise token for ${request.provider} already exists`);
      enterprises().tokens.set(request.provider, request.token);
      return undefined;
    }),
    'enterprises.deleteToken': keyed((call) => {
      if (!enterprises().tokens.delete(call.params.provider ?? '')) fail(404, 'Enterprise token not found');
      return undefined;
    }),
  };
}
