import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as collaborators from '../../operations/collaborators.js';
import type { CollaboratorSites } from '../../responses/collaborators.js';
import { envelope, pageOf } from '../dialect.js';
import { collaboratorView, type FakeCollaborator, type FakeContext, type HostingFakeState } from '../state.js';

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
  const record = {
    id,
    created: new Date(0).toISOString(),
    updated: new Date(0).toISOString(),
    accountId: 7,
    email,
    siteId,
    state: 'active',
    wpUsername: email,
    name: email,
    siteName: site.record.name,
    roles: roles ?? [],
  };
  s.collaborators.set(id, record);
  site.record.collaboratorsCount = s.collaborators.list().filter((c) => c.siteId === siteId).length;
  return record;
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

/** The account's collaborators, one person's sites and favourites, and the collaborators of one site. */
export function collaboratorsHandlers({ state }: FakeContext): FakeHandlers<typeof collaborators> {
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
    const s = state();
    const site = s.sites.require(path.siteId);
    const collaborator = s.collaborators.require(path.collaboratorId);
    if (collaborator.siteId !== site.record.id) fail(404, 'Collaborator not found');
    return collaborator;
  };
  return {
    'collaborators.list': () => state().collaborators.list(),
    'collaborators.updateAccountLevelAccess': ({ inputs }) => ({ email: checkEmail(inputs.email), add_to_all_new: inputs.add_to_all_new === true, create_site: inputs.create_site === true }),
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
    'collaborators.listForSite': ({ path }) => {
      const s = state();
      const site = s.sites.require(path.siteId);
      return s.collaborators.list().filter((c) => c.siteId === site.record.id);
    },
    'collaborators.addToSite': ({ path, inputs }) => {
      const s = state();
      const site = s.sites.require(path.siteId);
      return add(s, site.record.id, checkEmail(inputs.email), inputs.roles);
    },
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
