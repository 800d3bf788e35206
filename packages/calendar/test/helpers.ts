import type { SetupServer } from 'msw/node';
import { useFakeServer } from '@typed-api/core/testing/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { basicAuth, CalendarClient, type CalendarClientOptions } from '../src/index.js';
import { createCalendarFake, type CalendarFake, type CalendarFakeOptions } from '../src/testing/index.js';

/** A fixed clock for the fake: 2030-01-01 00:00 UTC. */
export const NOW = new Date(Date.UTC(2030, 0, 1));

/** Starts a fake behind MSW for the current test file and resets it after each test. */
export function useFake(options: CalendarFakeOptions = {}): { fake: CalendarFake; server: SetupServer } {
  const fake = createCalendarFake({ now: () => NOW, ...options });
  const { server } = useFakeServer(fake, { beforeAll, afterEach, afterAll });
  return { fake, server };
}

/** A client with the fake's application password. */
export function editorClient(fake: CalendarFake, options: Partial<CalendarClientOptions> = {}): CalendarClient {
  return new CalendarClient({
    baseUrl: fake.baseUrl,
    auth: basicAuth(fake.credentials.username, fake.credentials.applicationPassword),
    maxRetries: 0,
    ...options,
  });
}

/** A client without credentials. */
export function visitorClient(fake: CalendarFake, options: Partial<CalendarClientOptions> = {}): CalendarClient {
  return new CalendarClient({ baseUrl: fake.baseUrl, maxRetries: 0, ...options });
}
