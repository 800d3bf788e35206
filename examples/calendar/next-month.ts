import { CalendarClient, type Event } from '@typed-api/calendar';
import { check, type Scenario } from '../scenario.ts';

/** First and last day of the month after `today`, as `YYYY-MM-DD`. */
function nextMonth(today: Date): { first: string; last: string; label: string } {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 0));
  const day = (d: Date): string => d.toISOString().slice(0, 10);
  return { first: day(first), last: day(last), label: first.toLocaleString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}

/**
 * Lists next month's events of one category, walking every page of the list. Reads are public: no
 * credentials needed.
 */
export const nextMonthEvents: Scenario = {
  title: "calendar: next month's events of a category, all pages",
  api: 'calendar',
  async run({ targets: { calendar: target }, step, logger }) {
    const calendar = new CalendarClient({ baseUrl: target.baseUrl, logger });
    const month = nextMonth(new Date());

    // Date strings are read by the server in the site's zone; whole days unless `strict_dates`.
    const list = calendar.events.list({ categories: [target.category], start_date: month.first, end_date: month.last, per_page: 10 });
    const events: Event[] = [];
    let pages = 0;
    for await (const page of list.pages()) {
      pages++;
      events.push(...page.items);
      step(`  page ${String(page.page)} of ${String(page.total_pages)}: ${String(page.items.length)} events`);
    }
    step(`${String(events.length)} "${target.category}" events in ${month.label}, read in ${String(pages)} pages`);
    for (const event of events.slice(0, 3)) step(`  ${event.start_date}  ${event.title}`);
    check(new Set(events.map((e) => e.id)).size === events.length, 'no event is listed twice');
    check(events.every((e) => e.start_date.slice(0, 10) <= month.last), 'every event starts by the end of the month');
  },
};
