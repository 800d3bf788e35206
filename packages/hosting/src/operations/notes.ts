import * as z from 'zod/mini';
import { idSchema, pagingFields, siteParams } from '../schemas/common.js';
import { noteCreateSchema, noteUpdateSchema } from '../schemas/site-access.js';
import { defineOperation, hostingPages } from '../wire.js';

const noteParams = z.object({ siteId: idSchema, noteId: idSchema });

/** Lists the notes of a site, one page per call. */
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
/** Reads one note of a site. */
export const getNoteOperation = defineOperation({
  id: 'notes.get',
  method: 'GET',
  path: '/sites/{siteId}/notes/{noteId}',
  params: noteParams,
  response: (r) => r.noteSchema,
  specIds: ['GET /sites/{site_id}/notes/{id}'],
});
/** Changes the subject and/or body of a note. */
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
