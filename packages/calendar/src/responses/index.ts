// The response schemas: what the operations' response readers read. The client imports this module
// on first use (when it validates a response), so no call loads it otherwise.
export { eventListSchema, eventSchema } from './events.js';
export { organizerListSchema, organizerSchema } from './organizers.js';
export { apiDocSchema, routeIndexSchema } from './root.js';
export { categoryListSchema, tagListSchema, termSchema } from './terms.js';
export { venueListSchema, venueSchema } from './venues.js';
