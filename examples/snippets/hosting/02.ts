// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import type { HostingClient } from '@typed-api/hosting';
declare const hosting: HostingClient, siteId: number, signal: AbortSignal;
// #region readme
const first = await hosting.sites.list({ per_page: 20 });   // { items, page: { currentPage, nextPage, lastPage, perPage, totalItems }, message }
for await (const site of hosting.sites.list()) console.log(site.name); // every site, page by page, lazily
for await (const page of hosting.git.history(siteId).pages()) console.log(page.items.length);
// #endregion
