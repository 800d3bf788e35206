// Hand-written: the site's category and tag routes (counts of events, empty terms hidden, orders, refused duplicates and parents, unlinking on delete, 401s).
import { fail, type FakeHandler, type FakeRequest } from '@typed-api/core/testing';
import type { Term } from '../../responses/terms.js';
import { requireUser, sitePage, type FakeContext } from '../site.js';
import type { TermKey } from '../store.js';

/** The handlers of the `categories` or `tags` operations, by operation id: lists with the term filters, reads, writes, deletion. */
export function termHandlers(ctx: FakeContext, kind: TermKey): Record<string, FakeHandler> {
  const { state } = ctx;
  const map = state[kind];
  const render = (term: Term): Term => state.renderTerm(kind, term);
  const find = ({ path }: FakeRequest): Term => map.get(Number(path.id)) ?? fail(404, 'Term does not exist.', { code: 'rest_term_invalid' });

  /** Applies name, slug, description and parent; stops with the site's 400s for duplicates and bad parents. */
  const write = (term: Term | undefined, inputs: Readonly<Record<string, unknown>>): Term => {
    const name = typeof inputs.name === 'string' ? inputs.name : term?.name;
    if (!name) fail(400, 'Missing parameter(s): name', { code: 'rest_missing_callback_param', details: { params: ['name'] } });
    const parent = typeof inputs.parent === 'number' ? inputs.parent : (term?.parent ?? 0);
    if (parent !== 0 && !map.has(parent)) fail(400, 'Parent term does not exist.', { code: 'rest_term_invalid' });
    const twin = [...map.values()].find((t) => t.id !== term?.id && t.name === name && t.parent === parent);
    if (twin) fail(400, 'A term with the name provided already exists with this parent.', { code: 'term_exists', details: { term_id: twin.id } });
    const target = term ?? state.addTerm(kind, name);
    Object.assign(target, { name, parent }, typeof inputs.description === 'string' ? { description: inputs.description } : {});
    if (typeof inputs.slug === 'string') target.slug = state.uniqueSlug(inputs.slug, map.values(), target.id);
    return render(target);
  };

  const list = ({ request, inputs }: FakeRequest): Response => {
    const exclude = Array.isArray(inputs.exclude) ? inputs.exclude.map(String) : [];
    // Terms no live event uses are hidden unless `hide_empty` is false, as on the site.
    const terms = [...map.values()].map(render).filter((t) => !exclude.includes(String(t.id)) && (inputs.hide_empty === false || (t.count ?? 0) > 0));
    // Ordered by name unless asked by id, count or slug.
    const by = inputs.orderby === 'id' || inputs.orderby === 'count' || inputs.orderby === 'slug' ? inputs.orderby : 'name';
    terms.sort((a, b) => (by === 'id' || by === 'count' ? (a[by] ?? 0) - (b[by] ?? 0) : String(a[by]).localeCompare(String(b[by]))));
    if (inputs.order === 'desc') terms.reverse();
    return sitePage(ctx, request, kind, 'term-archive-page-not-found', terms, inputs);
  };

  return {
    [`${kind}.list`]: list,
    [`${kind}.create`]: (request) => {
      requireUser(request.request, 'rest_cannot_create');
      return request.reply(write(undefined, request.inputs), { status: 201 });
    },
    [`${kind}.get`]: (request) => render(find(request)),
    [`${kind}.update`]: (request) => {
      requireUser(request.request, 'rest_cannot_update');
      return write(find(request), request.inputs);
    },
    [`${kind}.delete`]: (request) => {
      requireUser(request.request, 'rest_cannot_delete');
      const term = find(request);
      const shown = render(term);
      map.delete(term.id);
      for (const e of state.events.values()) e[kind] = e[kind].filter((id) => id !== term.id);
      return shown;
    },
  };
}
