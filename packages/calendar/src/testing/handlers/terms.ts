import { fail } from '@typed-api/core/testing';
import type { Term } from '../../responses/terms.js';
import { requireUser, sitePage, type FakeContext, type PageInputs, type SitePage } from '../site.js';
import { termTraits, type StoredTerm, type TermKey } from '../store.js';
import { boolParam, intParam, listParam } from '../wire.js';
import type { RecordRequest } from './linked-posts.js';

/** The handlers every kind of term shares, by verb (the namespace's table names them by operation id). */
export interface TermHandlers<K extends TermKey> {
  /** One page of the list, filtered and ordered. */
  readonly list: (request: RecordRequest & { readonly inputs: PageInputs }) => SitePage<K, Term>;
  /** A new term (answered 201 by the table). */
  readonly create: (request: RecordRequest) => Term;
  /** One term by id. */
  readonly read: (request: RecordRequest) => Term;
  /** Changes the given fields of a term. */
  readonly write: (request: RecordRequest) => Term;
  /** Deletes a term for good, and unlinks it from every event. */
  readonly remove: (request: RecordRequest) => Term;
}

/** Handlers of the `categories` or `tags` operations: lists with the term filters, single reads, writes, deletion. */
export function termHandlers<K extends TermKey>(ctx: FakeContext, kind: K): TermHandlers<K> {
  const { state } = ctx;
  const map = state[kind];
  const render = (t: StoredTerm): Term => state.renderTerm(kind, t, ctx.root);
  const find = ({ path }: RecordRequest): StoredTerm => map.get(Number(path.id)) ?? fail(404, 'Term does not exist.', { code: 'rest_term_invalid' });

  /** Applies name, slug, description and parent; stops with the site's 400s for duplicates and bad parents. */
  const apply = (term: StoredTerm | undefined, body: Readonly<Record<string, unknown>>): StoredTerm => {
    const name = typeof body.name === 'string' ? body.name : term?.name;
    if (!name) fail(400, 'Missing parameter(s): name', { code: 'rest_missing_callback_param', details: { params: ['name'] } });
    const parent = termTraits[kind].tree && typeof body.parent === 'number' ? body.parent : (term?.parent ?? 0);
    if (parent !== 0 && !map.has(parent)) fail(400, 'Parent term does not exist.', { code: 'rest_term_invalid' });
    const twin = [...map.values()].find((t) => t.id !== term?.id && t.name === name && t.parent === parent);
    if (twin) fail(400, 'A term with the name provided already exists with this parent.', { code: 'term_exists', details: { term_id: twin.id } });
    const target = term ?? state.addTerm(kind, name, { parent });
    target.name = name;
    target.parent = parent;
    if (typeof body.description === 'string') target.description = body.description;
    if (typeof body.slug === 'string') target.slug = state.uniqueSlug(body.slug, map.values(), target.id);
    return target;
  };

  const sortKey = (orderby: string) => (t: StoredTerm): string | number =>
    orderby === 'id' ? t.id : orderby === 'count' ? state.termCount(kind, t.id) : orderby === 'slug' ? t.slug : t.name;

  return {
    list({ request, query, inputs }) {
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
      const key = sortKey(query.get('orderby') ?? 'name');
      terms.sort((a, b) => {
        const x = key(a);
        const y = key(b);
        return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      });
      if (query.get('order') === 'desc') terms.reverse();
      return sitePage(ctx, request, kind, 'term-archive-page-not-found', terms.map(render), inputs);
    },
    create({ request, inputs }) {
      requireUser(request, 'rest_cannot_create');
      return render(apply(undefined, inputs));
    },
    read: (input) => render(find(input)),
    write(input) {
      requireUser(input.request, 'rest_cannot_update');
      return render(apply(find(input), input.inputs));
    },
    remove(input) {
      requireUser(input.request, 'rest_cannot_delete');
      const term = find(input);
      const shown = render(term);
      map.delete(term.id);
      for (const e of state.events.values()) e[kind] = e[kind].filter((id) => id !== term.id);
      return shown;
    },
  };
}
