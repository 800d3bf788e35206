import { http } from 'msw';
import { createFaultInjector, jsonResponse } from '@typed-api/core/testing';

/**
 * A tiny fake "notes" API used by the core example: an offset-paginated list that caps its page
 * size at 25 (whatever the client asks), and a fault injector in front of it.
 */
export function createNotesFake(baseUrl: string) {
  const faults = createFaultInjector();
  const notes = Array.from({ length: 120 }, (_, i) => ({ id: `note-${String(i + 1)}`, text: `Note number ${String(i + 1)}` }));
  const handlers = [
    faults.handler,
    http.get(`${baseUrl}/v1/notes`, ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 25);
      const items = notes.slice(offset, offset + limit);
      return jsonResponse({ data: { items, offset, limit, count: items.length, total: notes.length } });
    }),
  ];
  return { handlers, faults, notes };
}
