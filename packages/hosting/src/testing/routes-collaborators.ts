import type { Router } from './http.js';
import { ok, paged, reject, toInt } from './http.js';
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
export function collaboratorRoutes(r: Router, state: () => HostingFakeState): void {
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

  r.get('/collaborators', () => ok([...state().collaborators.values()]));

  r.put(
    '/collaborators/update-account-level-access',
    ({ body }) => {
      const email = checkEmail(body.email);
      return ok({ email, add_to_all_new: body.add_to_all_new === true, create_site: body.create_site === true });
    },
    { scope: 'owner' },
  );

  r.post('/collaborators/batch_create', ({ body }) => {
    const s = state();
    const email = checkEmail(body.email);
    const ids = checkSiteIds(s, body.siteIds);
    for (const id of ids) add(s, id, email, body.roles);
    return ok(null, `Collaborator creation scheduled for ${String(ids.length)} sites`);
  });

  r.post('/collaborators/batch_destroy', ({ body }) => {
    const s = state();
    const email = checkEmail(body.email);
    const ids = new Set(checkSiteIds(s, body.siteIds));
    for (const [id, c] of s.collaborators) if (c.email === email && ids.has(c.siteId as number)) s.collaborators.delete(id);
    return ok(null, `Collaborator removal scheduled for ${String(ids.size)} sites`);
  });

  r.get('/collaborators/:collaboratorId', ({ params }) => ok(find(params.collaboratorId)));
  r.get('/collaborators/:collaboratorId/site', ({ params }) => ok(findSite(state(), find(params.collaboratorId).siteId as number).record));

  const sitesOf = (email: string): Json => {
    const s = state();
    const sites = collaboratorSites(s, email);
    if (sites.length === 0) reject(404, 'Collaborator not found');
    const first = [...s.collaborators.values()].find((c) => c.email === email);
    return { name: first?.name ?? null, email, sites };
  };

  r.get('/collaborators/:email/sites', ({ params, query }) => {
    const all = sitesOf(checkEmail(params.email));
    const tag = query.get('tag_name');
    const sites = (all.sites as Json[]).filter((site) => !tag || (site.tags as Json[]).some((t) => t.name === tag));
    const { data, page } = paged(sites, query.get('page'), query.get('per_page'));
    return ok({ ...all, sites: data }, 'Success', 200, { page });
  });

  const oneSite = (email: string, siteId: string | undefined): Json => {
    const all = sitesOf(checkEmail(email));
    const sites = (all.sites as Json[]).filter((site) => site.id === Number(siteId));
    if (sites.length === 0) reject(404, 'Site not found');
    return { ...all, sites };
  };
  r.get('/collaborators/:email/sites/:siteId', ({ params }) => ok(oneSite(params.email ?? '', params.siteId)));
  const setFavorite = (email: string, siteId: string | undefined, on: boolean): Json => {
    const s = state();
    oneSite(email, siteId);
    const set = s.favorites.get(email) ?? new Set<number>();
    if (on) set.add(Number(siteId));
    else set.delete(Number(siteId));
    s.favorites.set(email, set);
    return oneSite(email, siteId);
  };
  r.post('/collaborators/:email/sites/:siteId/favorite', ({ params }) => ok(setFavorite(params.email ?? '', params.siteId, true)));
  r.delete('/collaborators/:email/sites/:siteId/favorite', ({ params }) => ok(setFavorite(params.email ?? '', params.siteId, false)));

  r.get('/sites/:siteId/collaborators', ({ params }) => {
    const site = findSite(state(), params.siteId);
    return ok([...state().collaborators.values()].filter((c) => c.siteId === site.record.id));
  });
  r.post('/sites/:siteId/collaborators', ({ params, body }) => {
    const s = state();
    const site = findSite(s, params.siteId);
    return ok(add(s, site.record.id as number, checkEmail(body.email), body.roles));
  });
  const onSite = (siteId: string | undefined, id: string | undefined): Json => {
    const site = findSite(state(), siteId);
    const collaborator = find(id);
    if (collaborator.siteId !== site.record.id) reject(404, 'Collaborator not found');
    return collaborator;
  };
  r.get('/sites/:siteId/collaborators/:collaboratorId', ({ params }) => ok(onSite(params.siteId, params.collaboratorId)));
  r.put('/sites/:siteId/collaborators/:collaboratorId/wp-password-reset', ({ params }) => {
    onSite(params.siteId, params.collaboratorId);
    return ok(`pw-${Math.random().toString(36).slice(2, 14)}`);
  });
  r.delete('/sites/:siteId/collaborators/:collaboratorId', ({ params }) => {
    const collaborator = onSite(params.siteId, params.collaboratorId);
    state().collaborators.delete(collaborator.id as number);
    return ok(null);
  });
}
