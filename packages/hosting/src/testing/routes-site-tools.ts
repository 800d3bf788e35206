import type { Router } from './http.js';
import { ok, paged, reject, toInt } from './http.js';
import { findSite } from './routes-sites.js';
import { OWNER_EMAIL, siteKind, type FakeSite, type HostingFakeState, type Json } from './state.js';

const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME_RULES =
  'Site name is not formatted correctly. Periods, spaces, and other special characters are not permitted in site names. Dashes are fine, but name cannot start or end with a dash. Name must be at least 3 characters in length';
const CONSTANTS: Record<string, 'disallow_file_edit' | 'disallow_file_mods'> = { DISALLOW_FILE_EDIT: 'disallow_file_edit', DISALLOW_FILE_MODS: 'disallow_file_mods' };

function password(s: HostingFakeState): string {
  return `pw-${String(s.nextId++)}-${Math.random().toString(36).slice(2, 10)}`;
}

function commands(body: Json): string[] {
  const list = body.commands;
  if (!Array.isArray(list) || list.length === 0 || !list.every((c) => typeof c === 'string' && c !== '')) reject(400, 'commands must be a non-empty list of strings');
  return list as string[];
}

function findNote(site: FakeSite, id: string | undefined): Json {
  const note = site.notes.find((n) => n.id === Number(id));
  if (!note) reject(404, 'Note not found');
  return note;
}

/** Site name checks, the older conversion, SFTP users, notes, WordPress users and tools, licenses and cron jobs. */
export function siteToolRoutes(r: Router, state: () => HostingFakeState): void {
  r.post('/sites/validate', ({ body }) => {
    const name = body.name;
    const valid = typeof name === 'string' && name.length >= 3 && NAME.test(name);
    const taken = valid && [...state().sites.values()].some((x) => x.record.name === name);
    if (!valid) return ok({ valid: false }, NAME_RULES);
    return ok({ valid: !taken }, taken ? 'Site name is already taken' : 'Success');
  });

  r.put(
    '/sites/:siteId/convert',
    ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (siteKind(site) === 'live') reject(422, 'The site is already live');
      Object.assign(site.record, { sandbox: false, staging: false, duplikit: false, wpEnvironmentType: 'production' });
      return ok(site.record);
    },
    { scope: 'owner' },
  );

  // SFTP
  const findSftpUser = (site: FakeSite, username: string | undefined): Json => {
    const user = site.sftpUsers.find((u) => u.username === username);
    if (!user) reject(404, 'SFTP user not found');
    return user;
  };
  r.get('/sites/:siteId/ftp', ({ params }) => ok(findSite(state(), params.siteId).sftpUsers));
  r.get('/sites/:siteId/ftp/:username', ({ params }) => ok(findSftpUser(findSite(state(), params.siteId), params.username)));
  r.post('/sites/:siteId/ftp/password/:username', ({ params }) => {
    const s = state();
    const user = findSftpUser(findSite(s, params.siteId), params.username);
    const secret = password(s);
    user.password = secret;
    return ok(secret);
  });
  r.get('/sites/:siteId/disconnect-ssh', ({ params }) => {
    findSite(state(), params.siteId).sshDisconnects++;
    return ok(null);
  });

  // Notes
  r.get('/sites/:siteId/notes', ({ params, query }) => {
    const { data, page } = paged(findSite(state(), params.siteId).notes, query.get('page'), query.get('per_page'));
    return ok(data, 'Success', 200, { page });
  });
  r.post('/sites/:siteId/notes', ({ params, body }) => {
    const s = state();
    const site = findSite(s, params.siteId);
    if (typeof body.subject !== 'string' || body.subject === '' || typeof body.body !== 'string') reject(400, 'subject and body are required');
    const now = new Date(0).toISOString();
    const note = { id: s.nextId++, author: OWNER_EMAIL, editor: OWNER_EMAIL, subject: body.subject, body: body.body, created: now, updated: now };
    site.notes.push(note);
    return ok(note);
  });
  r.get('/sites/:siteId/notes/:noteId', ({ params }) => ok(findNote(findSite(state(), params.siteId), params.noteId)));
  r.put('/sites/:siteId/notes/:noteId', ({ params, body }) => {
    const note = findNote(findSite(state(), params.siteId), params.noteId);
    if (body.subject !== undefined && (typeof body.subject !== 'string' || body.subject === '')) reject(400, 'subject must not be empty');
    if (body.body !== undefined && typeof body.body !== 'string') reject(400, 'body must be text');
    Object.assign(note, body.subject === undefined ? {} : { subject: body.subject }, body.body === undefined ? {} : { body: body.body }, { editor: OWNER_EMAIL, updated: new Date(1000).toISOString() });
    return ok(note);
  });
  r.delete('/sites/:siteId/notes/:noteId', ({ params }) => {
    const site = findSite(state(), params.siteId);
    const note = findNote(site, params.noteId);
    site.notes = site.notes.filter((n) => n !== note);
    return ok(null);
  });

  // WordPress users
  r.get('/sites/:siteId/wordpress/users', ({ params, query }) => {
    const users = findSite(state(), params.siteId).wpUsers;
    const { data, page } = paged(users, query.get('page'), query.get('per_page'));
    return ok({
      users: data,
      total_user_count: users.length,
      per_page: page.perPage,
      page: page.currentPage,
      table_prefix: 'wp_',
      user_table: 'wp_users',
      user_meta_table: 'wp_usermeta',
      capabilities_meta_key: 'wp_capabilities',
    });
  });
  r.post('/sites/:siteId/wordpress/users', ({ params, body }) => {
    const s = state();
    const site = findSite(s, params.siteId);
    if (typeof body.email !== 'string' || !body.email.includes('@')) reject(400, 'A valid email is required');
    if (site.wpUsers.some((u) => u.user_email === body.email)) reject(422, 'A user with this email already exists');
    const id = Math.max(0, ...site.wpUsers.map((u) => Number(u.id))) + 1;
    const login = body.email.split('@')[0] ?? body.email;
    site.wpUsers.push({ id, user_login: login, display_name: login, user_email: body.email, roles: 'subscriber' });
    return ok({ id: String(id), email: body.email, password: password(s) });
  });
  r.put('/sites/:siteId/wordpress/users/password-reset', ({ params, body }) => {
    const site = findSite(state(), params.siteId);
    const user = site.wpUsers.find((u) => u.id === toInt(body.user));
    if (!user) reject(404, 'User not found');
    if (typeof body.password !== 'string' || body.password === '') reject(400, 'password is required');
    user.password = body.password;
    return ok(body.password);
  });
  r.put('/sites/:siteId/wordpress/password-reset', ({ params }) => {
    const s = state();
    const site = findSite(s, params.siteId);
    const secret = password(s);
    const owner = site.wpUsers[0];
    if (owner) owner.password = secret;
    return ok(secret);
  });
  r.post('/sites/:siteId/one_press_login', ({ params, body }) => {
    const s = state();
    const site = findSite(s, params.siteId);
    if (!site.wpUsers.some((u) => u.user_email === body.email)) reject(404, 'No WordPress user with this email');
    return ok({ url: `https://${String(site.record.url)}/wp-login.php?login_token=${String(s.nextId++)}` });
  });

  // WordPress tools
  r.post('/sites/:siteId/wordpress/wpcli', ({ params, body }) => {
    const site = findSite(state(), params.siteId);
    for (const command of commands(body)) site.commandsRun.push(`wp ${command}`);
    return ok(null);
  });
  r.post('/sites/:siteId/wordpress/commands', ({ params, body }) => {
    const site = findSite(state(), params.siteId);
    for (const command of commands(body)) site.commandsRun.push(`sh ${command}`);
    return ok(null);
  });
  r.get('/sites/:siteId/wordpress/phpmyadmin', ({ params }) => {
    const s = state();
    findSite(s, params.siteId);
    return ok(`https://db-admin.sites.test/login?site=${String(params.siteId)}&token=${String(s.nextId++)}`);
  });
  r.get('/sites/:siteId/file-modifications', ({ params }) => ok(findSite(state(), params.siteId).fileModifications));
  r.put('/sites/:siteId/file-modifications', ({ params, body }) => {
    const site = findSite(state(), params.siteId);
    const key = typeof body.constant === 'string' ? CONSTANTS[body.constant] : undefined;
    if (!key) reject(400, 'constant must be DISALLOW_FILE_EDIT or DISALLOW_FILE_MODS');
    if (typeof body.enabled !== 'boolean') reject(400, 'enabled must be true or false');
    site.fileModifications[key] = body.enabled;
    return ok(site.fileModifications, `${String(body.constant)} ${body.enabled ? 'enabled' : 'disabled'}`);
  });
  r.put('/sites/:siteId/php_fs_permissions', ({ params, body }) => {
    const site = findSite(state(), params.siteId);
    if (typeof body.php_fs_permission !== 'string' || !['rw', 'ro', 'loggedin'].includes(body.php_fs_permission)) {
      reject(400, 'PHP FS permission is not valid. Must be one of the following: rw, ro, or loggedin');
    }
    site.phpFsPermission = body.php_fs_permission;
    return ok(null);
  });

  // License and cron
  r.get('/sites/:siteId/jetpack', ({ params }) => {
    const site = findSite(state(), params.siteId);
    if (!site.license) reject(404, 'No license found for this site');
    return ok(site.license);
  });
  r.post('/sites/:siteId/jetpack', ({ params }) => {
    const site = findSite(state(), params.siteId);
    if (!site.license) reject(404, 'No license found for this site');
    site.licenseApplied = true;
    return ok(null);
  });
  r.delete('/sites/:siteId/cron_jobs/:cronJobId', ({ params }) => {
    const site = findSite(state(), params.siteId);
    const job = site.cronJobs.find((j) => j.id === Number(params.cronJobId));
    if (!job) reject(404, 'Cron job not found');
    site.cronJobs = site.cronJobs.filter((j) => j !== job);
    return ok(null);
  });
}
