import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { defineOperation } from '@typed-api/core/describe';
import { collectionHandlers, definedOf, FakeHttpError, resourceHandlers, sampleOf, type FakeRequest } from '@typed-api/core/testing';

// A collection of notes under a board: `/boards/{boardId}/notes` and `/boards/{boardId}/notes/{noteId}`.
const note = z.object({ id: z.number(), text: z.string(), color: z.enum(['yellow', 'pink']), author: z.string() });
const responses = { note, page: z.object({ items: z.array(note) }) };
const params = z.object({ boardId: z.number(), noteId: z.number() });
const boardParams = z.object({ boardId: z.number() });
const ops = [
  defineOperation({ id: 'notes.list', method: 'GET', path: '/boards/{boardId}/notes', params: boardParams, response: (r: typeof responses) => r.page }),
  defineOperation({ id: 'notes.create', method: 'POST', path: '/boards/{boardId}/notes', params: boardParams, body: z.object({ text: z.string() }), response: (r: typeof responses) => r.note }),
  defineOperation({ id: 'notes.get', method: 'GET', path: '/boards/{boardId}/notes/{noteId}', params, response: (r: typeof responses) => r.note }),
  defineOperation({ id: 'notes.update', method: 'PATCH', path: '/boards/{boardId}/notes/{noteId}', params, body: z.object({ text: z.optional(z.string()), color: z.optional(z.string()) }), response: (r: typeof responses) => r.note }),
  defineOperation({ id: 'notes.delete', method: 'DELETE', path: '/boards/{boardId}/notes/{noteId}', params, responseType: 'none' }),
];

type Note = z.infer<typeof note>;

/** The handlers over two boards (1 holds one note; 2 none); board 3 is unknown. */
function setUp() {
  const boards = new Map<number, Note[]>([
    [1, [{ id: 7, text: 'first', color: 'pink', author: 'ann' }]],
    [2, []],
  ]);
  const handlers = collectionHandlers<Note>(ops, responses, {
    what: 'Note',
    records: (path) => boards.get(Number(path.boardId)) ?? ((): never => { throw new FakeHttpError(404, 'not-found', 'Board not found'); })(),
    page: (records) => ({ items: records }),
    created: () => ({ author: 'me' }),
  });
  const call = (id: string, path: Record<string, unknown>, inputs: Record<string, unknown> = {}) => handlers[id]?.({ path, inputs } as unknown as FakeRequest);
  return { boards, handlers, call };
}

describe('collectionHandlers', () => {
  test('finds the five operations of the collection by method and path', () => {
    expect(Object.keys(setUp().handlers).sort()).toEqual(['notes.create', 'notes.delete', 'notes.get', 'notes.list', 'notes.update']);
  });

  test('creates a record from a sample of the response schema, the inputs, a new id and the fields the API sets; reads and lists it', () => {
    const { call, boards } = setUp();
    const created = call('notes.create', { boardId: 1 }, { text: 'second' });
    // The enum's first value where nothing gave one; the id one more than the largest of the board.
    expect(created).toEqual({ id: 8, text: 'second', color: 'yellow', author: 'me' });
    expect(z.safeParse(note, created).success).toBe(true);
    expect(call('notes.get', { boardId: 1, noteId: 8 })).toBe(created);
    expect(call('notes.list', { boardId: 1 })).toEqual({ items: boards.get(1) });
    expect(call('notes.create', { boardId: 2 }, { text: 'alone' })).toMatchObject({ id: 1 });
  });

  test('an update replaces the fields given and keeps the others; a delete removes the record', () => {
    const { call, boards } = setUp();
    expect(call('notes.update', { boardId: 1, noteId: 7 }, { color: 'yellow', text: undefined })).toEqual({ id: 7, text: 'first', color: 'yellow', author: 'ann' });
    expect(call('notes.delete', { boardId: 1, noteId: 7 })).toBeUndefined();
    expect(boards.get(1)).toEqual([]);
  });

  test("a record the collection lacks is the API's 404, named; an unknown parent fails as the collection says", () => {
    const { call } = setUp();
    for (const id of ['notes.get', 'notes.update', 'notes.delete']) expect(() => call(id, { boardId: 1, noteId: 99 })).toThrow('Note not found');
    expect(() => call('notes.list', { boardId: 3 })).toThrow('Board not found');
  });

  test("a create answers with the API's status, and a record not there fails as the collection says", () => {
    const replies: unknown[] = [];
    const handlers = collectionHandlers<Note>(ops, responses, {
      what: 'Note',
      records: () => [],
      page: (records) => records,
      createdStatus: 201,
      missing: () => { throw new FakeHttpError(404, 'record-not-found', 'Note was not found'); },
    });
    const request = (path: object, inputs: object) => ({ path, inputs, reply: (value: unknown, init: unknown) => (replies.push([value, init]), 'replied') }) as unknown as FakeRequest;
    expect(handlers['notes.create']?.(request({ boardId: 1 }, { text: 'new' }))).toBe('replied');
    expect(replies).toEqual([[{ id: 1, text: 'new', color: 'yellow', author: 'string' }, { status: 201 }]]);
    expect(() => handlers['notes.get']?.(request({ boardId: 1, noteId: 5 }, {}))).toThrow('Note was not found');
  });

  test('a set of operations without a collection shape is refused when the handlers are made', () => {
    expect(() => collectionHandlers(ops.slice(0, 1), responses, { what: 'Note', records: () => [], page: () => [] })).toThrow(/no collection among notes\.list/);
  });
});

// A board's settings (a document read by GET and written by PATCH) and its labels, keyed by name, beside the notes.
const settings = z.object({ title: z.string(), public: z.boolean() });
const label = z.object({ name: z.string(), color: z.string() });
const more = { ...responses, settings, label, labels: z.array(label) };
const nameParams = z.object({ boardId: z.number(), labelName: z.string() });
const boardOps = [
  ...ops,
  defineOperation({ id: 'boards.settings', method: 'GET', path: '/boards/{boardId}/settings', params: boardParams, response: (r: typeof more) => r.settings }),
  defineOperation({ id: 'boards.configure', method: 'PATCH', path: '/boards/{boardId}/settings', params: boardParams, body: z.object({ public: z.optional(z.boolean()) }), response: (r: typeof more) => r.settings }),
  defineOperation({ id: 'labels.list', method: 'GET', path: '/boards/{boardId}/labels', params: boardParams, response: (r: typeof more) => r.labels }),
  defineOperation({ id: 'labels.create', method: 'POST', path: '/boards/{boardId}/labels', params: boardParams, body: label, response: (r: typeof more) => r.label }),
  defineOperation({ id: 'labels.delete', method: 'DELETE', path: '/boards/{boardId}/labels/{labelName}', params: nameParams, responseType: 'none' }),
];

describe('resourceHandlers', () => {
  const setUp = () => {
    const handlers = resourceHandlers(boardOps, more, {
      page: (records, _inputs, list) => (list.id === 'notes.list' ? { items: records } : records),
      seed: (path) => (path === '/boards/1/notes' ? [{ id: 3, text: 'seeded', color: 'pink', author: 'ann' }] : undefined),
      key: (path) => (path.endsWith('/labels') ? 'name' : undefined),
    });
    const call = (id: string, path: Record<string, unknown>, inputs: Record<string, unknown> = {}) => handlers[id]?.({ path, inputs } as unknown as FakeRequest);
    return { handlers, call };
  };

  test('answers every collection and document it finds, and nothing else', () => {
    expect(Object.keys(setUp().handlers).sort()).toEqual(['boards.configure', 'boards.settings', 'labels.create', 'labels.delete', 'labels.list', 'notes.create', 'notes.delete', 'notes.get', 'notes.list', 'notes.update']);
  });

  test('keeps each collection under its path ids, from the seed, in the page style the store gives', () => {
    const { call } = setUp();
    expect(call('notes.list', { boardId: 1 })).toEqual({ items: [{ id: 3, text: 'seeded', color: 'pink', author: 'ann' }] });
    expect(call('notes.create', { boardId: 1 }, { text: 'new' })).toEqual({ id: 4, text: 'new', color: 'yellow', author: 'string' });
    expect(call('notes.list', { boardId: 2 })).toEqual({ items: [] });
    expect(() => call('notes.get', { boardId: 2, noteId: 4 })).toThrow('Note not found');
  });

  test("keys a record by the field the store names; a record it lacks is named after the path's last segment", () => {
    const { call } = setUp();
    call('labels.create', { boardId: 1 }, { name: 'urgent', color: 'red' });
    expect(call('labels.list', { boardId: 1 })).toEqual([{ name: 'urgent', color: 'red' }]);
    expect(call('labels.delete', { boardId: 1, labelName: 'urgent' })).toBeUndefined();
    expect(() => call('labels.delete', { boardId: 1, labelName: 'urgent' })).toThrow('Label not found');
  });

  test("a document is a sample of its read's schema until a write replaces the fields given, per path", () => {
    const { call } = setUp();
    expect(call('boards.settings', { boardId: 1 })).toEqual({ title: 'string', public: true });
    expect(call('boards.configure', { boardId: 1 }, { public: false, title: undefined })).toEqual({ title: 'string', public: false });
    expect(call('boards.settings', { boardId: 1 })).toEqual({ title: 'string', public: false });
    expect(call('boards.settings', { boardId: 2 })).toEqual({ title: 'string', public: true });
  });
});

describe('definedOf and sampleOf', () => {
  test('definedOf keeps the fields given, undefined ones out (null is a value)', () => {
    expect(definedOf({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });

  test('sampleOf names the fields a schema names: an object open to more gets none invented', () => {
    expect(sampleOf(z.looseObject({ name: z.string() }))).toEqual({ name: 'string' });
    expect(sampleOf(z.record(z.string(), z.number()))).toEqual({});
  });
});
