// One helper alone from @typed-api/calendar: with one module per source module and `sideEffects: false`,
// the bundle holds the error guard and what it uses, not the client (bundled by the size check).
import { isCalendarError } from '@typed-api/calendar';

console.log(isCalendarError(new Error('not from the API')));
