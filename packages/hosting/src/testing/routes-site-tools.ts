import { ok, paged, reject, toInt, type RouteTable } from './http.js';
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
export function siteToolRoutes(state: () => HostingFakeState): RouteTable {
  // SFTP
  const findSftpUser = (site: FakeSite, username: string | undefined): Json => {
    const user = site.sftpUsers.find((u) => u.username === username);
    if (!user) reject(404, 'SFTP user not found');
    return user;
  };
  return {
    'sites.validateName': ({ body }) => {
      const name = body.name;
      const valid = typeof name === 'string' && name.length >= 3 && NAME.test(name);
      const taken = valid && [...state().sites.values()].some((x) => x.record.name === name);
      if (!valid) return ok({ valid: false }, NAME_RULES);
      return ok({ valid: !taken }, taken ? 'Site name is already taken' : 'Success');
    },
    'sites.makeLive': ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (siteKind(site) === 'live') reject(422, 'The site is already live');
      Object.assign(site.record, { sandbox: false, staging: false, duplikit: false, wpEnvironmentType: 'production' });
      return site.record;
    },
    'sftp.list': ({ params }) => findSite(state(), params.siteId).sftpUsers,
    'sftp.get': ({ params }) => findSftpUser(findSite(state(), params.siteId), params.username),
    'sftp.resetPassword': ({ params }) => {
      const s = state();
      const user = findSftpUser(findSite(s, params.siteId), params.username);
      const secret = password(s);
      user.password = secret;
      return secret;
    },
    'sftp.disconnectSsh': ({ params }) => {
      findSite(state(), params.siteId).sshDisconnects++;
      return null;
    },
    // Notes
    'notes.list': ({ params, query }) => {
      const { data, page } = paged(findSite(state(), params.siteId).notes, query.get('page'), query.get('per_page'));
      return ok(data, 'Success', 200, { page });
    },
    'notes.create': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      if (typeof body.subject !== 'string' || body.subject === '' || typeof body.body !== 'string') reject(400, 'subject and body are required');
      const now = new Date(0).toISOString();
      const note = { id: s.nextId++, author: OWNER_EMAIL, editor: OWNER_EMAIL, subject: body.subject, body: body.body, created: now, updated: now };
      site.notes.push(note);
      return note;
    },
    'notes.get': ({ params }) => findNote(findSite(state(), params.siteId), params.noteId),
    'notes.update': ({ params, body }) => {
      const note = findNote(findSite(state(), params.siteId), params.noteId);
      if (body.subject !== undefined && (typeof body.subject !== 'string' || body.subject === '')) reject(400, 'subject must not be empty');
      if (body.body !== undefined && typeof body.body !== 'string') reject(400, 'body must be text');
      Object.assign(note, body.subject === undefined ? {} : { subject: body.subject }, body.body === undefined ? {} : { body: body.body }, { editor: OWNER_EMAIL, updated: new Date(1000).toISOString() });
      return note;
    },
    'notes.delete': ({ params }) => {
      const site = findSite(state(), params.siteId);
      const note = findNote(site, params.noteId);
      site.notes = site.notes.filter((n) => n !== note);
      return null;
    },
    // WordPress users
    'wpUsers.list': ({ params, query }) => {
      const users = findSite(state(), params.siteId).wpUsers;
      const { data, page } = paged(users, query.get('page'), query.get('per_page'));
      return {
        users: data,
        total_user_count: users.length,
        per_page: page.perPage,
        page: page.currentPage,
        table_prefix: 'wp_',
        user_table: 'wp_users',
        user_meta_table: 'wp_usermeta',
        capabilities_meta_key: 'wp_capabilities',
      };
    },
    'wpUsers.create': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      if (typeof body.email !== 'string' || !body.email.includes('@')) reject(400, 'A valid email is required');
      if (site.wpUsers.some((u) => u.user_email === body.email)) reject(422, 'A user with this email already exists');
      const id = Math.max(0, ...site.wpUsers.map((u) => Number(u.id))) + 1;
      const login = body.email.split('@')[0] ?? body.email;
      site.wpUsers.push({ id, user_login: login, display_name: login, user_email: body.email, roles: 'subscriber' });
      return { id: String(id), email: body.email, password: password(s) };
    },
    'wpUsers.setPassword': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const user = site.wpUsers.find((u) => u.id === toInt(body.user));
      if (!user) reject(404, 'User not found');
      if (typeof body.password !== 'string' || body.password === '') reject(400, 'password is required');
      user.password = body.password;
      return body.password;
    },
    'wpUsers.resetOwnerPassword': ({ params }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      const secret = password(s);
      const owner = site.wpUsers[0];
      if (owner) owner.password = secret;
      return secret;
    },
    'wpUsers.createLoginLink': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      if (!site.wpUsers.some((u) => u.user_email === body.email)) reject(404, 'No WordPress user with this email');
      return { url: `https://${String(site.record.url)}/wp-login.php?login_token=${String(s.nextId++)}` };
    },
    // WordPress tools
    'wordpress.runWpCli': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const command of commands(body)) site.commandsRun.push(`wp ${command}`);
      return null;
    },
    'wordpress.runCommands': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      for (const command of commands(body)) site.commandsRun.push(`sh ${command}`);
      return null;
    },
    'wordpress.databaseAdminUrl': ({ params }) => {
      const s = state();
      findSite(s, params.siteId);
      return `https://db-admin.sites.test/login?site=${String(params.siteId)}&token=${String(s.nextId++)}`;
    },
    'wordpress.getFileModifications': ({ params }) => findSite(state(), params.siteId).fileModifications,
    'wordpress.setFileModification': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      const key = typeof body.constant === 'string' ? CONSTANTS[body.constant] : undefined;
      if (!key) reject(400, 'constant must be DISALLOW_FILE_EDIT or DISALLOW_FILE_MODS');
      if (typeof body.enabled !== 'boolean') reject(400, 'enabled must be true or false');
      site.fileModifications[key] = body.enabled;
      return ok(site.fileModifications, `${String(body.constant)} ${body.enabled ? 'enabled' : 'disabled'}`);
    },
    'wordpress.setPhpFsPermissions': ({ params, body }) => {
      const site = findSite(state(), params.siteId);
      if (typeof body.php_fs_permission !== 'string' || !['rw', 'ro', 'loggedin'].includes(body.php_fs_permission)) {
        reject(400, 'PHP FS permission is not valid. Must be one of the following: rw, ro, or loggedin');
      }
      site.phpFsPermission = body.php_fs_permission;
      return null;
    },
    // License and cron
    'licenses.get': ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (!site.license) reject(404, 'No license found for this site');
      return site.license;
    },
    'licenses.apply': ({ params }) => {
      const site = findSite(state(), params.siteId);
      if (!site.license) reject(404, 'No license found for this site');
      site.licenseApplied = true;
      return null;
    },
    'cron.delete': ({ params }) => {
      const site = findSite(state(), params.siteId);
      const job = site.cronJobs.find((j) => j.id === Number(params.cronJobId));
      if (!job) reject(404, 'Cron job not found');
      site.cronJobs = site.cronJobs.filter((j) => j !== job);
      return null;
    },
  };
}
