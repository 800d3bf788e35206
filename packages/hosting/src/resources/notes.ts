import { type ApiPromise, type HttpClient, type Paginated, type RequestOptions } from '@typed-api/core';
import { defineOperation, walkList } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { hostingPages } from '../wire.js';
import { acknowledgementSchema, idSchema, listEnvelope, pagingFields, siteParams, type Acknowledgement, type HostingPage } from '../schemas/common.js';
import { noteCreateSchema, noteSchema, noteUpdateSchema, type Note, type NoteCreate, type NoteUpdate } from '../schemas/site-access.js';

const noteParams = z.object({ siteId: idSchema, noteId: idSchema });

const listOperation = defineOperation({
  id: 'notes.list',
  method: 'GET',
  path: '/sites/{siteId}/notes',
  params: siteParams,
  query: z.object(pagingFields),
  response: listEnvelope(noteSchema),
  list: hostingPages,
  specIds: ['GET /sites/{id}/notes'],
});
const createOperation = defineOperation({
  id: 'notes.create',
  method: 'POST',
  path: '/sites/{siteId}/notes',
  params: siteParams,
  body: noteCreateSchema,
  response: noteSchema,
  specIds: ['POST /sites/{id}/notes'],
});
const getOperation = defineOperation({ id: 'notes.get', method: 'GET', path: '/sites/{siteId}/notes/{noteId}', params: noteParams, response: noteSchema, specIds: ['GET /sites/{site_id}/notes/{id}'] });
const updateOperation = defineOperation({
  id: 'notes.update',
  method: 'PUT',
  path: '/sites/{siteId}/notes/{noteId}',
  params: noteParams,
  body: noteUpdateSchema,
  response: noteSchema,
  specIds: ['PUT /sites/{site_id}/notes/{id}'],
});
const deleteOperation = defineOperation({
  id: 'notes.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/notes/{noteId}',
  params: noteParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/notes/{id}'],
});

/** Operations of the `notes` namespace. */
export const notesOperations = [listOperation, createOperation, getOperation, updateOperation, deleteOperation] as const;

/** Notes the team keeps on a site. */
export class Notes {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The notes of a site, page by page. */
  list(siteId: number, query: { page?: number; per_page?: number } = {}, options?: RequestOptions): Paginated<Note, HostingPage<Note>> {
    return walkList(this.#http, listOperation, { params: { siteId }, query }, options);
  }

  /** Adds a note to a site. */
  create(siteId: number, note: NoteCreate, options?: RequestOptions): ApiPromise<Note> {
    return this.#http.call(createOperation, { params: { siteId }, body: note }, options);
  }

  /** One note of a site. */
  get(siteId: number, noteId: number, options?: RequestOptions): ApiPromise<Note> {
    return this.#http.call(getOperation, { params: { siteId, noteId } }, options);
  }

  /** Changes the subject and/or body of a note; you become its `editor`. */
  update(siteId: number, noteId: number, changes: NoteUpdate, options?: RequestOptions): ApiPromise<Note> {
    return this.#http.call(updateOperation, { params: { siteId, noteId }, body: changes }, options);
  }

  /** Removes a note. */
  delete(siteId: number, noteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId, noteId } }, options);
  }
}
