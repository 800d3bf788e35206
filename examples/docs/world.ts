import type { HttpHandler } from 'msw';
import { createCalendarFake, type CalendarFake } from '@typed-api/calendar/testing';
import { createCodeAnalysisFake, type CodeAnalysisFake } from '@typed-api/code-analysis/testing';
import { createHostingFake, type HostingFake } from '@typed-api/hosting/testing';
import { createPlatformFake, type PlatformFake } from '@typed-api/platform/testing';
import { createNotesFake } from '../core/fake.js';

// The world the documentation's code blocks run in, as a reader who copies a block has it: the four package
// fakes, fresh (only the default state each package README documents), each at its own address, and the
// environment variables of examples/README.md that hold addresses and credentials, nothing else. A block
// creates the data it uses through the client (a dataset, an event, a venue…), or uses what a fresh fake
// documents having (hosting's sites 1 to 3, code analysis's `gh/acme` repositories); nothing is seeded
// here. No client has a default host, so a block takes the address from the environment, as an
// application does: `new PlatformClient({ baseUrl: process.env.PLATFORM_BASE_URL!, token: process.env.PLATFORM_TOKEN })`.

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

/** A fresh world: unseeded fakes, the MSW handlers that serve them, and the environment a block sees. */
export interface World {
  /** The fakes, for assertions. */
  readonly fakes: Fakes;
  /** Every handler to mount: the four fakes and the notes API. */
  readonly handlers: HttpHandler[];
  /** Environment variables to set while a block runs: addresses and credentials only. */
  readonly env: Readonly<Record<string, string>>;
}

/** Builds fresh fakes at {@link ADDRESSES} and names the environment a block runs with. */
export function createWorld(): World {
  const fakes: Fakes = {
    platform: createPlatformFake({ baseUrl: ADDRESSES.platform }),
    hosting: createHostingFake({ baseUrl: ADDRESSES.hosting }),
    calendar: createCalendarFake({ baseUrl: ADDRESSES.calendar }),
    codeAnalysis: createCodeAnalysisFake({ baseUrl: ADDRESSES.codeAnalysis }),
  };
  const notes = createNotesFake(ADDRESSES.notes);
  const env: Record<string, string> = {
    PLATFORM_BASE_URL: fakes.platform.baseUrl,
    PLATFORM_TOKEN: fakes.platform.token,
    HOSTING_BASE_URL: fakes.hosting.baseUrl,
    HOSTING_CLIENT_ID: 'test-client-id',
    HOSTING_CLIENT_SECRET: 'test-client-secret',
    HOSTING_GIT_TOKEN: 'git-provider-token',
    CALENDAR_BASE_URL: fakes.calendar.baseUrl,
    CALENDAR_USERNAME: fakes.calendar.credentials.username,
    CALENDAR_APP_PASSWORD: fakes.calendar.credentials.applicationPassword,
    CODE_ANALYSIS_BASE_URL: fakes.codeAnalysis.baseUrl,
    CODE_ANALYSIS_API_TOKEN: fakes.codeAnalysis.apiToken,
  };
  const handlers = [...fakes.platform.handlers, ...fakes.hosting.handlers, ...fakes.calendar.handlers, ...fakes.codeAnalysis.handlers, ...notes.handlers];
  return { fakes, handlers, env };
}
