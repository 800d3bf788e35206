// The tree-shaken style of @typed-api/calendar: the minimal client and one standalone function, with input
// validation (bundled by the size check).
import { createClient } from '@typed-api/calendar/functions';
import * as events from '@typed-api/calendar/functions/events';

const client = createClient({ baseUrl: 'https://example.org/wp-json' });
console.log(await events.get(client, 1));
