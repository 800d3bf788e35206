import { jsonResponse } from '@typed-api/core/testing';
import { boolParam, fail, intParam, listParam, listResponse, noRoute, paging, requireUser, type FakeContext, type RouteHandler, type RouteInput } from './context.js';
import { termTraits, type StoredTerm, type TermKey } from './store.js';

const DIGITS = /^\d+$/;

/** Handlers of the `categories` or `tags` operations, by id: lists with the term filters, single reads, writes, deletion. */
export function termHandlers(ctx: FakeContext, kind: TermKey): Record<string, RouteHandler> {
  const { state } = ctx;
  const map = state[kind];
  const render = (t: StoredTerm): Record<string, unknown> => state.renderTerm(kind, t, ctx.root);

  const find = (input: RouteInput): StoredTerm => {
    const { id = '' } = input.params;
    if (!DIGITS.test(id)) noRoute();
    return map.get(Number(id)) ?? fail('rest_term_invalid', 'Term does not exist.', 404);
  };

  /** Applies name, slug, description and parent; stops with the site's 400s for duplicates and bad parents. */
  const apply = (term: StoredTerm | undefined, body: Record<string, unknown>): StoredTerm => {
    const name = typeof body.name === 'string' ? body.name : term?.name;
    if (!name) fail('rest_missing_callback_param', 'Missing parameter(s): name', 400, { params: ['name'] });
    const parent = termTraits[kind].tree && typeof body.parent === 'number' ? body.parent : (term?.parent ?? 0);
    if (parent !== 0 && !map.has(parent)) fail('rest_term_invalid', 'Parent term does not exist.', 400);
    const twin = [...map.values()].find((t) => t.id !== term?.id && t.name === name && t.parent === parent);
    if (twin) fail('term_exists', 'A term with the name provided already exists with this parent.', 400, { term_id: twin.id });
    const target = term ?? state.addTerm(kind, name, { parent });
    target.name = name;
    target.parent = parent;
    if (typeof body.description === 'string') target.description = body.description;
    if (typeof body.slug === 'string') target.slug = state.uniqueSlug(body.slug, map.values(), target.id);
    return target;
  };

  return {
    [`${kind}.list`]: (input) => {
      const { query } = input;
      const pages = paging(ctx, query);
      let terms = [...map.values()];
      const search = query.get('search')?.toLowerCase();
      if (search) terms = terms.filter((t) => `${t.name} ${t.slug}`.toLowerCase().includes(search));
      const include = listParam(query, 'include');
      if (include) terms = terms.filter((t) => include.includes(String(t.id)));
      const exclude = listParam(query, 'exclude');
      if (exclude) terms = terms.filter((t) => !exclude.includes(String(t.id)));
      if (boolParam(query, 'hide_empty') ?? true) terms = terms.filter((t) => state.termCount(kind, t.id) > 0);
      const parent = intParam(query, 'parent');
      if (parent !== undefined) terms = terms.filter((t) => t.parent === parent);
      const post = intParam(query, 'post') ?? intParam(query, 'event');
      if (post !== undefined) terms = terms.filter((t) => state.events.get(post)?.[kind].includes(t.id) ?? false);
      const slug = query.get('slug');
      if (slug) terms = terms.filter((t) => t.slug === slug);
      const orderby = query.get('orderby') ?? 'name';
      const key = (t: StoredTerm): string | number => (orderby === 'id' ? t.id : orderby === 'count' ? state.termCount(kind, t.id) : orderby === 'slug' ? t.slug : t.name);
      terms.sort((a, b) => {
        const x = key(a);
        const y = key(b);
        return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      });
      if (query.get('order') === 'desc') terms.reverse();
      return listResponse(input.request, kind, 'term-archive-page-not-found', terms.map(render), pages.page, pages.perPage);
    },
    [`${kind}.create`]: (input) => {
      requireUser(input, 'rest_cannot_create');
      return jsonResponse(render(apply(undefined, input.body)), 201);
    },
    [`${kind}.get`]: (input) => render(find(input)),
    [`${kind}.update`]: (input) => {
      requireUser(input, 'rest_cannot_update');
      return render(apply(find(input), input.body));
    },
    [`${kind}.delete`]: (input) => {
      requireUser(input, 'rest_cannot_delete');
      const term = find(input);
      const shown = render(term);
      map.delete(term.id);
      for (const e of state.events.values()) e[kind] = e[kind].filter((id) => id !== term.id);
      return shown;
    },
  };
}
