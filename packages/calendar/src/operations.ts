import type { Operation } from '@typed-api/core/internal';
import { categoryOperations } from './resources/categories.js';
import { eventOperations } from './resources/events.js';
import { organizerOperations } from './resources/organizers.js';
import { rootOperations } from './resources/root.js';
import { tagOperations } from './resources/tags.js';
import { venueOperations } from './resources/venues.js';

/** Every operation of the calendar package, for contract tests, the fake and coverage counts. */
export const operations: readonly Operation[] = [
  ...rootOperations,
  ...eventOperations,
  ...venueOperations,
  ...organizerOperations,
  ...categoryOperations,
  ...tagOperations,
];
