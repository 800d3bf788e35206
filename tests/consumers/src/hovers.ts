// What a user's editor shows: each `const` below is a result, each call a method; `hovers.mjs` asks the
// language service for the quick info of every one and fails on an internal name or an expanded structure.
import { PlatformClient } from '@typed-api/platform';
import { HostingClient } from '@typed-api/hosting';
import { CalendarClient } from '@typed-api/calendar';
import { CodeAnalysisClient } from '@typed-api/code-analysis';

const platform = new PlatformClient({ baseUrl: 'https://platform.example', token: 'token' });
const hosting = new HostingClient({ baseUrl: 'https://hosting.example', accessToken: 'token' });
const calendar = new CalendarClient({ baseUrl: 'https://calendar.example/wp-json' });
const codeAnalysis = new CodeAnalysisClient({ baseUrl: 'https://code.example', apiToken: 'token' });

export async function platformResults(): Promise<unknown[]> {
  const run = await platform.runs.get('run-id');
  const actor = await platform.actors.get('actor-id');
  const user = await platform.users.get('user-id');
  const invocations = await platform.schedules.log('schedule-id');
  const versions = await platform.actors.listVersions('actor-id');
  return [run, actor, user, invocations, versions];
}

export async function hostingResults(): Promise<unknown[]> {
  const site = await hosting.sites.get(1);
  const password = await hosting.sftp.resetPassword(1, 'user');
  const phpVersions = await hosting.sites.phpVersions();
  const backup = await hosting.ondemandBackups.get(1, 2);
  const sites = hosting.sites.list();
  return [site, password, phpVersions, backup, sites];
}

export async function calendarResults(): Promise<unknown[]> {
  const event = await calendar.events.get(1);
  const venue = await calendar.venues.get(1);
  const organizer = await calendar.organizers.get(1);
  const tag = await calendar.tags.get(1);
  const events = calendar.events.list();
  return [event, venue, organizer, tag, events];
}

export async function codeAnalysisResults(): Promise<unknown[]> {
  const version = await codeAnalysis.version.get();
  const repository = await codeAnalysis.repositories.get('gh', 'org', 'repo');
  const autoconfig = await codeAnalysis.autoconfig.status('gh', 'org', 'repo');
  const organization = await codeAnalysis.organizations.get('gh', 'org');
  const followed = await codeAnalysis.repositories.follow('gh', 'org', 'repo');
  return [version, repository, autoconfig, organization, followed];
}
