// Hand-written: the deletion of dormant accounts from an uploaded CSV, pen test reports uploaded, licenses generated,
// the search and the entities with their resources in pages (the 403 for non-admins is auth.ts').
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/admin.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import { orgKey } from '../state.js';

/** The fake's `admin` namespace: operations of the service's administrators (the account's `isAdmin`, checked by `before`; else 403). */
export function adminHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const admin = () => state.admin;
  const entityOf = (call: FakeRequest) => {
    const entity = admin().entities.find((e) => e.groupSlug === call.params.group && String(e.id) === call.params.identifier);
    if (!entity) fail(404, 'Entity not found');
    return entity;
  };

  return {
    'admin.deleteDormantAccounts': async (call) => {
      const text = await call.request.clone().text();
      const [header = '', ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
      const column = header.split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase()).indexOf('email');
      if (column < 0) fail(400, 'The CSV file needs a column called "email"');
      const wanted = new Set(lines.map((line) => (line.split(',')[column] ?? '').trim().replace(/^"|"$/g, '').toLowerCase()).filter(Boolean));
      const deleted = admin().entities.filter((e) => e.groupSlug === 'users' && wanted.has(String(e.details?.email).toLowerCase()));
      admin().entities = admin().entities.filter((e) => !deleted.includes(e));
      return deleted.map((e) => ({ email: String(e.details?.email) }));
    },
    'admin.uploadPenTestReport': async (call) => {
      const type = call.request.headers.get('content-type') ?? '';
      if (!type.startsWith('multipart/form-data')) fail(400, 'The report must be sent as multipart/form-data');
      const form = await call.request.clone().formData();
      const [csvdata, provider, organizationName] = [form.get('csvdata'), form.get('provider'), form.get('organizationName')];
      if (csvdata === null || typeof provider !== 'string' || typeof organizationName !== 'string') fail(400, 'csvdata, provider and organizationName are required');
      if (!state.organizations.has(orgKey(provider, organizationName))) fail(404, 'Organization not found');
      const csv = typeof csvdata === 'string' ? csvdata : await csvdata.text();
      admin().penTestReports.push({ provider, organizationName, csv });
      return call.reply(undefined, { status: 202 });
    },
    'admin.generateLicense': (call) => {
      const { numberOfSeats, email, expirationDate } = call.inputs;
      const key = `LIC1-${btoa(JSON.stringify({ seats: numberOfSeats, email, expires: expirationDate, n: admin().licenses.length + 1 })).replace(/=+$/, '')}`;
      admin().licenses.push({ email, numberOfSeats, expirationDate, key });
      return key;
    },
    'admin.search': (call) => {
      const search = (call.inputs.search ?? '').toLowerCase();
      const groups = new Map<string, unknown[]>();
      for (const e of admin().entities) {
        const text = `${e.displayName} ${String(e.id)} ${JSON.stringify(e.details ?? {})}`.toLowerCase();
        if (!text.includes(search)) continue;
        const items = groups.get(e.groupSlug) ?? [];
        items.push({ identifier: String(e.id), displayName: e.displayName });
        groups.set(e.groupSlug, items);
      }
      return [...groups].map(([slug, items]) => ({ slug, items }));
    },
    'admin.getEntity': (call) => {
      const { id, groupSlug, displayName, details, relatedEntities, availableResources } = entityOf(call);
      return { id, groupSlug, displayName, details, relatedEntities, availableResources };
    },
    'admin.listEntityResources': (call) => {
      const records = entityOf(call).resources[call.params.resource ?? ''];
      if (!records) fail(404, 'Resource not found');
      return listBody(state, call, records);
    },
  };
}
