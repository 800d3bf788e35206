import type { Operation } from '@typed-api/core/internal';
import { categoryOperations } from './categories.js';
import { createEvent, deleteEvent, deleteEventBySlug, getEvent, getEventBySlug, listEvents, updateEvent, updateEventBySlug } from './events.js';
import { organizerOperations } from './organizers.js';
import { getApiDoc, getRouteIndex } from './root.js';
import { tagOperations } from './tags.js';
import { venueOperations } from './venues.js';

/** Every operation of the calendar package, for contract tests, the fake and coverage counts. */
export const operations: readonly Operation[] = [
  getRouteIndex,
  getApiDoc,
  listEvents,
  createEvent,
  getEvent,
  updateEvent,
  deleteEvent,
  getEventBySlug,
  updateEventBySlug,
  deleteEventBySlug,
  ...Object.values<Operation>(venueOperations),
  ...Object.values<Operation>(organizerOperations),
  ...Object.values<Operation>(categoryOperations),
  ...Object.values<Operation>(tagOperations),
];
