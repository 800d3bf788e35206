import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList } from '@typed-api/core/internal';
import { createNoteOperation, deleteNoteOperation, getNoteOperation, listNotesOperation, updateNoteOperation } from '../operations/notes.js';
import type { Acknowledgement, HostingPage } from '../responses/common.js';
import type { Note } from '../responses/site-access.js';
import type { NoteCreate, NoteUpdate } from '../schemas/site-access.js';

/** Notes the team keeps on a site. */
export class Notes {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The notes of a site, page by page. */
  list(siteId: number, query: { page?: number; per_page?: number } = {}, options?: RequestOptions): Paginated<Note, HostingPage<Note>> {
    return walkList(this.#http, listNotesOperation, { params: { siteId }, query }, options);
  }

  /** Adds a note to a site. */
  create(siteId: number, note: NoteCreate, options?: RequestOptions): ApiPromise<Note> {
    return this.#http.call(createNoteOperation, { params: { siteId }, body: note }, options);
  }

  /** One note of a site. */
  get(siteId: number, noteId: number, options?: RequestOptions): ApiPromise<Note> {
    return this.#http.call(getNoteOperation, { params: { siteId, noteId } }, options);
  }

  /** Changes the subject and/or body of a note; you become its `editor`. */
  update(siteId: number, noteId: number, changes: NoteUpdate, options?: RequestOptions): ApiPromise<Note> {
    return this.#http.call(updateNoteOperation, { params: { siteId, noteId }, body: changes }, options);
  }

  /** Removes a note. */
  delete(siteId: number, noteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteNoteOperation, { params: { siteId, noteId } }, options);
  }
}
