import { ok, paged, reject, toInt, type RouteTable } from './http.js';
import { collaboratorView, findSite } from './routes-sites.js';
import type { HostingFakeState, Json } from './state.js';

function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email)) reject(400, 'A valid email is required');
  return email;
}

function checkSiteIds(s: HostingFakeState, ids: unknown): number[] {
  if (!Array.isArray(ids) || ids.length === 0) reject(400, 'siteIds is required');
  const all = [...s.sites.keys()];
  return ids.includes(-1) ? all : ids.map((id) => findSite(s, toInt(id)).record.id as number);
}

function collaboratorSites(s: HostingFakeState, email: string): Json[] {
  const siteIds = new Set([...s.collaborators.values()].filter((c) => c.email === email).map((c) => c.siteId as number));
  return [...siteIds].flatMap((id) => {
    const site = s.sites.get(id);
    return site ? [collaboratorView(s, site, email)] : [];
  });
}

/** Collaborator routes: account-wide ones and those of one site. */
export function collaboratorRoutes(state: () => HostingFakeState): RouteTable {
  const find = (id: string | undefined): Json => {
    const collaborator = state().collaborators.get(Number(id));
    if (!collaborator) reject(404, 'Collaborator not found');
    return collaborator;
  };
  const add = (s: HostingFakeState, siteId: number, email: string, roles: unknown): Json => {
    const existing = [...s.collaborators.values()].find((c) => c.email === email && c.siteId === siteId);
    if (existing) {
      if (Array.isArray(roles)) existing.roles = roles;
      return existing;
    }
    const site = findSite(s, siteId);
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
      roles: Array.isArray(roles) ? roles : [],
    };
    s.collaborators.set(id, record);
    site.record.collaboratorsCount = [...s.collaborators.values()].filter((c) => c.siteId === siteId).length;
    return record;
  };

  const sitesOf = (email: string): Json => {
    const s = state();
    const sites = collaboratorSites(s, email);
    if (sites.length === 0) reject(404, 'Collaborator not found');
    const first = [...s.collaborators.values()].find((c) => c.email === email);
    return { name: first?.name ?? null, email, sites };
  };

  const oneSite = (email: string, siteId: string | undefined): Json => {
    const all = sitesOf(checkEmail(email));
    const sites = (all.sites as Json[]).filter((site) => site.id === Number(siteId));
    if (sites.length === 0) reject(404, 'Site not found');
    return { ...all, sites };
  };
  const setFavorite = (email: string, siteId: string | undefined, on: boolean): Json => {
    const s = state();
    oneSite(email, siteId);
    const set = s.favorites.get(email) ?? new Set<number>();
    if (on) set.add(Number(siteId));
    else set.delete(Number(siteId));
    s.favorites.set(email, set);
    return oneSite(email, siteId);
  };
  const onSite = (siteId: string | undefined, id: string | undefined): Json => {
    const site = findSite(state(), siteId);
    const collaborator = find(id);
    if (collaborator.siteId !== site.record.id) reject(404, 'Collaborator not found');
    return collaborator;
  };
  return {
    'collaborators.list': () => [...state().collaborators.values()],
    'collaborators.updateAccountLevelAccess': ({ body }) => {
      const email = checkEmail(body.email);
      return { email, add_to_all_new: body.add_to_all_new === true, create_site: body.create_site === true };
    },
    'collaborators.batchCreate': ({ body }) => {
      const s = state();
      const email = checkEmail(body.email);
      const ids = checkSiteIds(s, body.siteIds);
      for (const id of ids) add(s, id, email, body.roles);
      return ok(null, `Collaborator creation scheduled for ${String(ids.length)} sites`);
    },
    'collaborators.batchDestroy': ({ body }) => {
      const s = state();
      const email = checkEmail(body.email);
      const ids = new Set(checkSiteIds(s, body.siteIds));
      for (const [id, c] of s.collaborators) if (c.email === email && ids.has(c.siteId as number)) s.collaborators.delete(id);
      return ok(null, `Collaborator removal scheduled for ${String(ids.size)} sites`);
    },
    'collaborators.get': ({ params }) => find(params.collaboratorId),
    'collaborators.getSite': ({ params }) => findSite(state(), find(params.collaboratorId).siteId as number).record,
    'collaborators.listSites': ({ params, query }) => {
      const all = sitesOf(checkEmail(params.email));
      const tag = query.get('tag_name');
      const sites = (all.sites as Json[]).filter((site) => !tag || (site.tags as Json[]).some((t) => t.name === tag));
      const { data, page } = paged(sites, query.get('page'), query.get('per_page'));
      return ok({ ...all, sites: data }, 'Success', 200, { page });
    },
    'collaborators.getSiteByEmail': ({ params }) => oneSite(params.email ?? '', params.siteId),
    'collaborators.favorite': ({ params }) => setFavorite(params.email ?? '', params.siteId, true),
    'collaborators.unfavorite': ({ params }) => setFavorite(params.email ?? '', params.siteId, false),
    'collaborators.listForSite': ({ params }) => {
      const site = findSite(state(), params.siteId);
      return [...state().collaborators.values()].filter((c) => c.siteId === site.record.id);
    },
    'collaborators.addToSite': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      return add(s, site.record.id as number, checkEmail(body.email), body.roles);
    },
    'collaborators.getOnSite': ({ params }) => onSite(params.siteId, params.collaboratorId),
    'collaborators.resetWpPassword': ({ params }) => {
      onSite(params.siteId, params.collaboratorId);
      return `pw-${Math.random().toString(36).slice(2, 14)}`;
    },
    'collaborators.removeFromSite': ({ params }) => {
      const collaborator = onSite(params.siteId, params.collaboratorId);
      state().collaborators.delete(collaborator.id as number);
      return null;
    },
  };
}
