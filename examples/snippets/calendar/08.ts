// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
// #region readme
import { createClient } from '@typed-api/calendar/functions';
import * as events from '@typed-api/calendar/functions/events';

const client = createClient({ baseUrl: 'https://example.org/wp-json' });
const event = await events.get(client, { params: { id: 1 } });
for await (const upcoming of events.list(client, { query: { per_page: 50 } })) console.log(upcoming.title);
console.log(event.title);
// #endregion
