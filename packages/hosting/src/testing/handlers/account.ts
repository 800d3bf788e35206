// Hand-written: the account's activity log filtered and paged, its add-on quantities, and its collaborators: one
// record per person and site, added and removed in batches, with each person's own view of their sites and favourites.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as z from 'zod/mini';
import type * as account from '../../operations/account.js';
import type * as addons from '../../operations/addons.js';
import type * as collaborators from '../../operations/collaborators.js';
import type { ActivityLogEntry, AttachedAddon } from '../../responses/account.js';
import type { CollaboratorSites } from '../../responses/collaborators.js';
import type { activityLogQuerySchema } from '../../schemas/account.js';
import { envelope, pageOf } from '../dialect.js';
import { collaboratorView, type FakeCollaborator, type FakeContext, type HostingFakeState } from '../state.js';

/** Activity log fields a filter may name, and the entry field each one reads. */
const ACTIVITY_FIELDS = { action: 'name', account_email: 'accountEmail', ip_address: 'ipAddress', source: 'source' } as const;

/** Filters and pages an activity log (the account's or a site's) as the API does: at most 50 entries per page. */
export function activityPage(log: readonly ActivityLogEntry[], query: z.output<typeof activityLogQuerySchema>): ReturnType<typeof pageOf<ActivityLogEntry>> {
  if (query.per_page !== undefined && query.per_page < 1) fail(400, 'per_page must be between 1 and 50');
  const filters = query.filters ?? [];
  const entries = log.filter((entry) =>
    filters.every((f) => {
      const actual = entry[ACTIVITY_FIELDS[f.field]] ?? '';
      return f.operator === 'contains' ? actual.includes(f.value) : actual === f.value;
    }),
  );
  return pageOf(entries, query);
}

/** The add-ons attached to the account, with their quantities. */
function attached(s: HostingFakeState): AttachedAddon[] {
  return [...s.attachedAddons].map(([id, quantity]) => ({ name: s.addons.find((a) => a.id === id)?.name ?? String(id), quantity }));
}

function checkEmail(email: string | undefined): string {
  if (email === undefined || !/^[^@\s]+@[^@\s]+$/.test(email)) fail(400, 'A valid email is required');
  return email;
}

/** The sites the ids name (`-1`: every site of the account); an unknown id is a 404. */
function checkSiteIds(s: HostingFakeState, ids: readonly number[] | undefined): number[] {
  if (ids === undefined || ids.length === 0) fail(400, 'siteIds is required');
  return ids.includes(-1) ? [...s.sites.keys()] : ids.map((id) => s.sites.require(id).record.id);
}

/** Adds a person to a site (or changes their roles there) and returns their record. */
function add(s: HostingFakeState, siteId: number, email: string, roles: string[] | undefined): FakeCollaborator {
  const existing = s.collaborators.list().find((c) => c.email === email && c.siteId === siteId);
  if (existing) {
    if (roles) existing.roles = roles;
    return existing;
  }
  const site = s.sites.require(siteId);
  const id = s.nextId++;
  const record = { id, created: new Date(0).toISOString(), accountId: 7, email, siteId, siteName: site.record.name, state: 'active' };
  const collaborator = { ...record, name: email, roles: roles ?? [] };
  s.collaborators.set(id, collaborator);
  site.record.collaboratorsCount = s.collaborators.list().filter((c) => c.siteId === siteId).length;
  return collaborator;
}

/** One person's sites, as they see them; a 404 when they are on none. */
function sitesOf(s: HostingFakeState, email: string): CollaboratorSites {
  const records = s.collaborators.list().filter((c) => c.email === email);
  const sites = [...new Set(records.map((c) => c.siteId))].flatMap((id) => {
    const site = s.sites.get(id);
    return site ? [collaboratorView(s, site, email)] : [];
  });
  if (sites.length === 0) fail(404, 'Collaborator not found');
  return { name: records[0]?.name ?? null, email, sites };
}

/** One person's view of one of their sites; a 404 when they are not on it. */
function oneSite(s: HostingFakeState, email: string, siteId: number): CollaboratorSites {
  const all = sitesOf(s, checkEmail(email));
  const sites = all.sites.filter((site) => site.id === siteId);
  if (sites.length === 0) fail(404, 'Site not found');
  return { ...all, sites };
}

/** The account's profile and activity log, its add-ons, its collaborators, one person's sites and favourites, and the collaborators of a site. */
export function accountHandlers({ state }: FakeContext): FakeHandlers<typeof account & typeof addons & typeof collaborators> {
  const setFavorite = (path: { email: string; siteId: number }, on: boolean): CollaboratorSites => {
    const s = state();
    oneSite(s, path.email, path.siteId);
    const set = s.favorites.get(path.email) ?? new Set<number>();
    if (on) set.add(path.siteId);
    else set.delete(path.siteId);
    s.favorites.set(path.email, set);
    return oneSite(s, path.email, path.siteId);
  };
  const onSite = (path: { siteId: number; collaboratorId: number }): FakeCollaborator => {
    const collaborator = state().collaborators.require(path.collaboratorId);
    return collaborator.siteId === path.siteId ? collaborator : fail(404, 'Collaborator not found');
  };
  return {
    'account.get': () => state().account,
    'account.update': ({ inputs }) => {
      const s = state();
      // The schema admits only the PHP versions and datacenter codes the API knows.
      if (inputs.php_version !== undefined) s.account.defaultPhpVersion = inputs.php_version;
      if (inputs.datacenter_code !== undefined) s.account.defaultDatacenter = inputs.datacenter_code;
      return envelope(null);
    },
    'account.activityLogs': (request) => activityPage(state().activity, request.inputs),
    'addons.listAvailable': () => state().addons,
    'addons.listAttached': () => attached(state()),
    'addons.setQuantity': ({ inputs }) => {
      const s = state();
      const id = inputs.addon_id;
      const quantity = inputs.quantity;
      if (!s.addons.some((a) => a.id === id)) fail(404, 'Add-on not found');
      if (quantity < 0) fail(400, 'quantity must be a whole number');
      if (quantity === 0) s.attachedAddons.delete(id);
      else s.attachedAddons.set(id, quantity);
      return attached(s);
    },
    'collaborators.list': () => state().collaborators.list(),
    'collaborators.updateAccountLevelAccess': ({ inputs }) => {
      return { email: checkEmail(inputs.email), add_to_all_new: inputs.add_to_all_new === true, create_site: inputs.create_site === true };
    },
    'collaborators.batchCreate': ({ inputs }) => {
      const s = state();
      const email = checkEmail(inputs.email);
      const ids = checkSiteIds(s, inputs.siteIds);
      for (const id of ids) add(s, id, email, inputs.roles);
      return envelope(null, `Collaborator creation scheduled for ${String(ids.length)} sites`);
    },
    'collaborators.batchDestroy': ({ inputs }) => {
      const s = state();
      const email = checkEmail(inputs.email);
      const ids = new Set(checkSiteIds(s, inputs.siteIds));
      for (const [id, c] of s.collaborators) if (c.email === email && ids.has(c.siteId)) s.collaborators.delete(id);
      return envelope(null, `Collaborator removal scheduled for ${String(ids.size)} sites`);
    },
    'collaborators.get': ({ path }) => state().collaborators.require(path.collaboratorId),
    'collaborators.getSite': ({ path }) => {
      const s = state();
      return s.sites.require(s.collaborators.require(path.collaboratorId).siteId).record;
    },
    'collaborators.listSites': (request) => {
      const { path, inputs } = request;
      const all = sitesOf(state(), checkEmail(path.email));
      const tag = inputs.tag_name;
      const sites = all.sites.filter((site) => !tag || (site.tags ?? []).some((t) => t.name === tag));
      const { data, ...page } = pageOf(sites, inputs);
      return { ...page, data: { ...all, sites: data } };
    },
    'collaborators.getSiteByEmail': ({ path }) => oneSite(state(), path.email, path.siteId),
    'collaborators.favorite': ({ path }) => setFavorite(path, true),
    'collaborators.unfavorite': ({ path }) => setFavorite(path, false),
    'collaborators.listForSite': ({ path }) => state().collaborators.list().filter((c) => c.siteId === path.siteId),
    'collaborators.addToSite': ({ path, inputs }) => add(state(), path.siteId, checkEmail(inputs.email), inputs.roles),
    'collaborators.getOnSite': ({ path }) => onSite(path),
    'collaborators.resetWpPassword': ({ path }) => {
      onSite(path);
      return `pw-${Math.random().toString(36).slice(2, 14)}`;
    },
    'collaborators.removeFromSite': ({ path }) => {
      state().collaborators.delete(onSite(path).id);
      return envelope(null);
    },
  };
}
