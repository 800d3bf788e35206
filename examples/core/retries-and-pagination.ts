import { check, type Scenario } from '../scenario.ts';
import { NotesClient } from './notes-client.ts';

/**
 * The core at work: a list walked with `for await` although the server caps its pages below what
 * was asked, through two rate-limit answers that the client absorbs by backing off.
 */
export const retriesAndPagination: Scenario = {
  title: 'core: walk a capped, rate-limited list with for await',
  api: 'notes',
  async run({ targets, step, logger }) {
    const notes = new NotesClient({ baseUrl: targets.notes.baseUrl, logger });
    const first = await notes.list({ limit: 100 });
    step(`asked for 100 per page; the server returned ${String(first.items.length)} (its cap), ${String(first.total)} in all`);
    check(first.items.length === 25, 'the server caps pages at 25');

    let count = 0;
    let pages = 0;
    for await (const page of notes.list({ limit: 100 }).pages()) {
      pages++;
      count += page.items.length;
    }
    step(`walked ${String(count)} notes in ${String(pages)} pages, no note twice, none skipped`);
    check(count === first.total && pages === 5, 'every note is read once');
  },
};
