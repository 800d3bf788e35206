// Hand-written: the API's own fields of a note (its author and editor, its times) and its refusal of an empty
// subject; the collection's reads, list, update and delete are the core's (collectionHandlers).
import { collectionHandlers, fail, type FakeHandlers } from '@typed-api/core/testing';
import * as notes from '../../operations/notes.js';
import * as responses from '../../responses/index.js';
import type { Note } from '../../responses/site-access.js';
import { envelope, pageOf } from '../dialect.js';
import { OWNER_EMAIL, type FakeContext } from '../state.js';

/** The notes kept on a site. */
export function notesHandlers({ state }: FakeContext): FakeHandlers<typeof notes> {
  return collectionHandlers<Note>(notes.notesOperations, responses, {
    what: 'Note',
    records: (path) => state().sites.require(Number(path.siteId)).notes,
    page: (records, inputs) => pageOf(records, inputs),
    nextId: () => state().nextId++,
    created: (_id, inputs) => {
      if (inputs.subject === '') fail(400, 'subject and body are required');
      return { author: OWNER_EMAIL, editor: OWNER_EMAIL, created: new Date(0).toISOString(), updated: new Date(0).toISOString() };
    },
    updated: (_note, inputs) => {
      if (inputs.subject === '') fail(400, 'subject must not be empty');
      return { editor: OWNER_EMAIL, updated: new Date(1000).toISOString() };
    },
    deleted: () => envelope(null),
  }) as FakeHandlers<typeof notes>;
}
