// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
 
import type { CalendarClient } from '@typed-api/calendar';
declare const calendar: CalendarClient, controller: AbortController;
// #region readme
await calendar.events.get(12, undefined, { timeoutMs: 5_000, signal: controller.signal });
// #endregion
