import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as notes from '../../operations/notes.js';
import type { Note } from '../../responses/site-access.js';
import { envelope, pageOf } from '../dialect.js';
import { OWNER_EMAIL } from '../seed.js';
import type { FakeContext, FakeSite } from '../state.js';

function findNote(site: FakeSite, id: number): Note {
  const note = site.notes.find((n) => n.id === id);
  if (!note) fail(404, 'Note not found');
  return note;
}

/** The notes kept on a site. */
export function notesHandlers({ state }: FakeContext): FakeHandlers<typeof notes> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'notes.list': (request) => pageOf(site(request.path).notes, request.inputs),
    'notes.create': ({ path, inputs }) => {
      const s = state();
      const found = site(path);
      const subject = inputs.subject;
      if (subject === '') fail(400, 'subject and body are required');
      const now = new Date(0).toISOString();
      const note = { id: s.nextId++, author: OWNER_EMAIL, editor: OWNER_EMAIL, subject, body: inputs.body, created: now, updated: now };
      found.notes.push(note);
      return note;
    },
    'notes.get': ({ path }) => findNote(site(path), path.noteId),
    'notes.update': ({ path, inputs }) => {
      const note = findNote(site(path), path.noteId);
      if (inputs.subject === '') fail(400, 'subject must not be empty');
      return Object.assign(note, inputs.subject === undefined ? {} : { subject: inputs.subject }, inputs.body === undefined ? {} : { body: inputs.body }, { editor: OWNER_EMAIL, updated: new Date(1000).toISOString() });
    },
    'notes.delete': ({ path }) => {
      const found = site(path);
      const note = findNote(found, path.noteId);
      found.notes = found.notes.filter((n) => n !== note);
      return envelope(null);
    },
  };
}
