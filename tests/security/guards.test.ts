import { describe, expect, test } from 'vitest';
import { CalendarClient, isCalendarError } from '../../packages/calendar/src/index.js';
import { CodeAnalysisClient, isCodeAnalysisError } from '../../packages/code-analysis/src/index.js';
import { ApiError } from '../../packages/core/src/index.js';
import { HostingClient, isHostingError } from '../../packages/hosting/src/index.js';
import { isPlatformError, PlatformClient } from '../../packages/platform/src/index.js';
import { hostile, json, rejection } from './support.js';

/** A 404 from each package's own client, each body in its API's dialect. */
async function errors(): Promise<Record<string, unknown>> {
  const fetch = hostile((request) => {
    if (request.url.host === 'platform.test') return json({ error: { type: 'record-not-found', message: 'gone' } }, 404);
    if (request.url.host === 'hosting.test') return json({ message: 'Not Found', data: null, errors: ['gone'] }, 404);
    if (request.url.host === 'calendar.test') return json({ code: 'event-not-found', message: 'gone', data: { status: 404 } }, 404);
    return json({ message: 'gone', actions: [], error: 'NotFound' }, 404);
  });
  return {
    platform: await rejection(new PlatformClient({ baseUrl: 'https://platform.test', token: 'platform-token', fetch }).datasets.get('x')),
    hosting: await rejection(new HostingClient({ baseUrl: 'https://hosting.test', accessToken: 'hosting-token', fetch }).sites.get(1)),
    calendar: await rejection(new CalendarClient({ baseUrl: 'https://calendar.test/wp-json', fetch }).events.get(1)),
    analysis: await rejection(new CodeAnalysisClient({ baseUrl: 'https://analysis.test', apiToken: 'api-token-1', fetch }).repositories.get('gh', 'o', 'r')),
  };
}

describe('each package’s guard knows its own errors only', () => {
  test('a guard is true for its package’s error and false for every other package’s', async () => {
    const all = await errors();
    const guards = { platform: isPlatformError, hosting: isHostingError, calendar: isCalendarError, analysis: isCodeAnalysisError } as const;
    for (const [name, error] of Object.entries(all)) {
      expect(error).toBeInstanceOf(ApiError);
      for (const [guardName, guard] of Object.entries(guards)) expect(guard(error), `${guardName} on ${name}'s error`).toBe(guardName === name);
    }
    expect(isPlatformError(all.platform, 'record-not-found')).toBe(true);
    expect(isCalendarError(all.calendar, 'event-not-found')).toBe(true);
    expect(isCodeAnalysisError(all.analysis, 'NotFound')).toBe(true);
    expect(isHostingError(all.hosting, 'not_found')).toBe(true);
    expect(isPlatformError(all.platform, 'actor-not-found')).toBe(false);
  });
});
