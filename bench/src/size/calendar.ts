// Minimal browser usage of @typed-api/calendar: one client, one call (bundled by the size check).
import { CalendarClient } from '@typed-api/calendar';

const calendar = new CalendarClient({ baseUrl: 'https://example.org/wp-json' });
console.log(await calendar.events.get(1));
