import type { PackageSurface } from '../surface.config.js';

/** The calendar package: its route index and description sit on the client itself. */
export const calendar: PackageSurface = {
  client: 'CalendarClient',
  options: 'CalendarClientOptions',
  dialect: 'calendarWire',
  onClient: 'root',
  page: { type: 'CalendarPage', module: 'wire' },
  namespaces: {
    root: { doc: "The namespace's own routes: its route index and its interface description." },
    events: {
      doc: 'Events: list, read, create, edit and trash them. Reads are public; writes need credentials. Every method takes the event\'s id or slug first, then one object of inputs, then the request options.',
      property: 'Events: list with filters, read, create, edit, trash.',
    },
    venues: {
      doc: 'Venues: the places where events happen, addressed by id or slug. Creating one needs `venue` (its name); trashing one twice answers `venue-is-in-trash` (410). Reads are public; writes need credentials.',
      property: 'Venues of events.',
    },
    organizers: {
      doc: 'Organizers: the people and groups that run events, addressed by id or slug. Creating one needs `organizer` (its name); trashing one twice answers `organizer-is-in-trash` (410). Reads are public; writes need credentials.',
      property: 'Organizers of events.',
    },
    categories: {
      doc: 'Categories: the event categories, a tree (each may have a parent). Lists hide empty ones unless `hide_empty: false`; deleting removes a category for good (terms have no trash, and no slug routes). Reads are public; writes need credentials.',
      property: 'Event categories.',
    },
    tags: {
      doc: 'Tags: the event tags, flat. Lists hide empty ones unless `hide_empty: false`; deleting removes a tag for good (terms have no trash, and no slug routes). Reads are public; writes need credentials.',
      property: 'Event tags.',
    },
  },
};
