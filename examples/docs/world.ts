import type { HttpHandler } from 'msw';
import { createCalendarFake, type CalendarFake } from '@typed-api/calendar/testing';
import { createCodeAnalysisFake, type CodeAnalysisFake } from '@typed-api/code-analysis/testing';
import { createHostingFake, newFakeSite, siteRecord, type HostingFake } from '@typed-api/hosting/testing';
import { createPlatformFake, type PlatformFake } from '@typed-api/platform/testing';
import { createNotesFake } from '../core/fake.js';

// The world the documentation's code blocks run in: the four package fakes, each at its own address, with
// the data the blocks name by literal id, and the environment variables the docs read (the names of
// examples/README.md). No client has a default host, so a block takes the address from the environment,
// as an application does: `new PlatformClient({ baseUrl: process.env.PLATFORM_BASE_URL!, token: process.env.PLATFORM_TOKEN })`.
// Package owners: add here what your blocks refer to, in the seed function of your package.

/** Where each fake answers: the value of the API's `*_BASE_URL` variable while a block runs. */
export const ADDRESSES = {
  platform: 'https://platform.docs.test',
  hosting: 'https://hosting.docs.test',
  calendar: 'https://calendar.docs.test/wp-json',
  codeAnalysis: 'https://code-analysis.docs.test',
  /** The made-up notes API of the core README's "build your own client" block (examples/core/fake.ts). */
  notes: 'https://notes.example',
} as const;

/** The four fakes of one block's run. */
export interface Fakes {
  /** The automation platform. */
  readonly platform: PlatformFake;
  /** The site hosting service. */
  readonly hosting: HostingFake;
  /** The calendar of events. */
  readonly calendar: CalendarFake;
  /** The code-analysis service. */
  readonly codeAnalysis: CodeAnalysisFake;
}

/** A fresh world: seeded fakes, the MSW handlers that serve them, and the environment a block sees. */
export interface World {
  /** The fakes, for assertions or further seeding. */
  readonly fakes: Fakes;
  /** Every handler to mount: the four fakes and the notes API. */
  readonly handlers: HttpHandler[];
  /** Environment variables to set while a block runs (addresses, credentials, ids of seeded data). */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * The platform: the token owner is `me`, with an Actor `my-actor` (so `me~my-actor`), a queue `my-queue`
 * holding `my-request`, a dataset `my-dataset` with two items and a store `my-store` with one record.
 */
export function seedPlatform(fake: PlatformFake): void {
  const { state } = fake;
  state.user.username = 'me';
  state.createActor({ name: 'my-actor', title: 'My Actor' });
  const queue = state.createQueue('my-queue');
  state.queues.delete(queue.meta.id);
  queue.meta.id = 'my-queue';
  state.queues.set('my-queue', queue);
  queue.requests.set('my-request', { id: 'my-request', uniqueKey: 'https://example.com', url: 'https://example.com', method: 'GET', handledAt: null, seq: state.nextSeq() });
  const dataset = state.createDataset('my-dataset');
  state.datasets.delete(dataset.meta.id);
  dataset.meta.id = 'my-dataset';
  state.datasets.set('my-dataset', dataset);
  dataset.items.push({ url: 'https://example.com' }, { url: 'https://example.org' });
  const store = state.createStore('my-store');
  state.stores.delete(store.meta.id);
  store.meta.id = 'my-store';
  state.stores.set('my-store', store);
  store.records.set('OUTPUT', { value: new TextEncoder().encode('{"pages":2}'), contentType: 'application/json; charset=utf-8' });
}

/** Hosting: site 123 (`docs-site`, connected to a git repository) next to the fake's own sites 1 to 3. */
export function seedHosting(fake: HostingFake): void {
  const { state } = fake;
  const site = newFakeSite(siteRecord(123, 'docs-site', 'live'));
  Object.assign(site.git, { token: 'provider-token', repository: 'https://git.example/acme/docs-site.git', branch: 'main', connected: true });
  state.sites.set(123, site);
  state.account.sitesCount = state.sites.size;
}

/**
 * The calendar: event 1 `summer-concert` (June 2030, category `music`, venue 42, featured), event 12
 * `jazz-night`, category `music`, tag `outdoor`.
 */
export function seedCalendar(fake: CalendarFake): void {
  const { state } = fake;
  const concert = state.addEvent({ title: 'Summer concert', start_date: '2030-06-21 19:00:00', end_date: '2030-06-21 23:00:00', featured: true });
  const music = state.addTerm('categories', 'Music', { slug: 'music' });
  const outdoor = state.addTerm('tags', 'Outdoor', { slug: 'outdoor' });
  const venue = state.addPost('venues', 'City park', { city: 'Lyon' });
  state.venues.delete(venue.id);
  venue.id = 42;
  state.venues.set(42, venue);
  Object.assign(concert, { categories: [music.id], tags: [outdoor.id], venue: 42 });
  state.addEvent({ id: 12, title: 'Jazz night', start_date: '2030-06-05 20:00:00', end_date: '2030-06-05 23:00:00', categories: [music.id] });
  // Posts and terms share one id sequence: move it past the literal ids above.
  while (state.nextId() < 100);
}

/** Code analysis: next to the fake's `gh/acme` (web, api, fresh, stuck), an organization `gh/my-org` with two repositories. */
export function seedCodeAnalysis(fake: CodeAnalysisFake): void {
  fake.addRepository({ provider: 'gh', organization: 'my-org', repository: 'website' });
  fake.addRepository({ provider: 'gh', organization: 'my-org', repository: 'backend' });
}

/** Builds the fakes at {@link ADDRESSES}, seeds them, and names the environment a block runs with. */
export function createWorld(): World {
  const fakes: Fakes = {
    platform: createPlatformFake({ baseUrl: ADDRESSES.platform }),
    hosting: createHostingFake({ baseUrl: ADDRESSES.hosting }),
    calendar: createCalendarFake({ baseUrl: ADDRESSES.calendar }),
    codeAnalysis: createCodeAnalysisFake({ baseUrl: ADDRESSES.codeAnalysis }),
  };
  seedPlatform(fakes.platform);
  seedHosting(fakes.hosting);
  seedCalendar(fakes.calendar);
  seedCodeAnalysis(fakes.codeAnalysis);
  const notes = createNotesFake(ADDRESSES.notes);
  const env: Record<string, string> = {
    PLATFORM_BASE_URL: fakes.platform.baseUrl,
    PLATFORM_TOKEN: fakes.platform.token,
    PLATFORM_ACTOR_ID: 'me~my-actor',
    HOSTING_BASE_URL: fakes.hosting.baseUrl,
    HOSTING_CLIENT_ID: 'test-client-id',
    HOSTING_CLIENT_SECRET: 'test-client-secret',
    HOSTING_SITE_ID: '123',
    CALENDAR_BASE_URL: fakes.calendar.baseUrl,
    CALENDAR_USERNAME: fakes.calendar.credentials.username,
    CALENDAR_APP_PASSWORD: fakes.calendar.credentials.applicationPassword,
    CALENDAR_CATEGORY: 'music',
    CODE_ANALYSIS_BASE_URL: fakes.codeAnalysis.baseUrl,
    CODE_ANALYSIS_API_TOKEN: fakes.codeAnalysis.apiToken,
    CODE_ANALYSIS_PROVIDER: 'gh',
    CODE_ANALYSIS_ORGANIZATION: 'acme',
    CODE_ANALYSIS_REPOSITORY: 'web',
  };
  const handlers = [...fakes.platform.handlers, ...fakes.hosting.handlers, ...fakes.calendar.handlers, ...fakes.codeAnalysis.handlers, ...notes.handlers];
  return { fakes, handlers, env };
}
