import * as z from 'zod/mini';
import { idSchema, pagingFields, siteParams } from '../schemas/common.js';
import { noteCreateSchema, noteUpdateSchema } from '../schemas/site-access.js';
import { hostingPages } from '../wire.js';
import { defineOperation } from '../define.js';

const noteParams = z.object({ siteId: idSchema, noteId: idSchema });

/** The notes of a site, page by page. */
export const listNotesOperation = defineOperation({
  id: 'notes.list',
  method: 'GET',
  path: '/sites/{siteId}/notes',
  params: siteParams,
  query: z.object(pagingFields),
  response: (r) => r.notePageSchema,
  list: hostingPages,
  specIds: ['GET /sites/{id}/notes'],
});
/** Adds a note to a site. */
export const createNoteOperation = defineOperation({
  id: 'notes.create',
  method: 'POST',
  path: '/sites/{siteId}/notes',
  params: siteParams,
  body: noteCreateSchema,
  response: (r) => r.noteSchema,
  specIds: ['POST /sites/{id}/notes'],
});
/** One note of a site. */
export const getNoteOperation = defineOperation({
  id: 'notes.get',
  method: 'GET',
  path: '/sites/{siteId}/notes/{noteId}',
  params: noteParams,
  response: (r) => r.noteSchema,
  specIds: ['GET /sites/{site_id}/notes/{id}'],
});
/** Changes the subject and/or body of a note; you become its `editor`. */
export const updateNoteOperation = defineOperation({
  id: 'notes.update',
  method: 'PUT',
  path: '/sites/{siteId}/notes/{noteId}',
  params: noteParams,
  body: noteUpdateSchema,
  response: (r) => r.noteSchema,
  specIds: ['PUT /sites/{site_id}/notes/{id}'],
});
/** Removes a note. */
export const deleteNoteOperation = defineOperation({
  id: 'notes.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/notes/{noteId}',
  params: noteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/notes/{id}'],
});

/** Operations of the `notes` namespace. */
export const notesOperations = [listNotesOperation, createNoteOperation, getNoteOperation, updateNoteOperation, deleteNoteOperation] as const;
