// Hand-written: the API's own fields of a note and its refusal of an empty subject, passwords of SFTP and WordPress
// users, WordPress users in the API's own paging, sign-in links, commands run, wp-config settings, the license applied
// and a scheduled task's deletion; the reads of notes and SFTP users and a note's update and deletion are the core's (collectionHandlers).
import { collectionHandlers, fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as cron from '../../operations/cron.js';
import type * as licenses from '../../operations/licenses.js';
import * as notes from '../../operations/notes.js';
import * as sftp from '../../operations/sftp.js';
import type * as wordpress from '../../operations/wordpress.js';
import type * as wpUsers from '../../operations/wp-users.js';
import * as responses from '../../responses/index.js';
import { envelope, pageOf, withMessage } from '../dialect.js';
import { newPassword, OWNER_EMAIL, siteChange, type FakeContext, type FakeSite } from '../state.js';

/** The wp-config constants the API sets, and the setting each one is. */
const CONSTANTS: Partial<Record<string, 'disallow_file_edit' | 'disallow_file_mods'>> = {
  DISALLOW_FILE_EDIT: 'disallow_file_edit',
  DISALLOW_FILE_MODS: 'disallow_file_mods',
};
const PHP_FS_PERMISSIONS = ['rw', 'ro', 'loggedin'];

/** The notes, SFTP users, WordPress users, commands, wp-config settings, license and scheduled tasks of a site. */
export function siteAccessHandlers({ state }: FakeContext): FakeHandlers<typeof notes & typeof sftp & typeof wpUsers & typeof wordpress & typeof cron & typeof licenses> {
  const site = (path: Readonly<Record<string, unknown>>): FakeSite => state().sites.require(Number(path.siteId));
  /** Runs each command (the schema wants at least one), logged with its kind. */
  const run = (found: FakeSite, kind: 'wp' | 'sh', commands: readonly string[]) => {
    if (commands.some((c) => c === '')) fail(400, 'commands must be a non-empty list of strings');
    for (const command of commands) found.commandsRun.push(`${kind} ${command}`);
    return envelope(null);
  };
  return {
    ...collectionHandlers(notes.notesOperations, responses, {
      what: 'Note',
      records: (path) => site(path).notes,
      page: (records, inputs) => pageOf(records, inputs),
      nextId: () => state().nextId++,
      created: (_id, inputs) => {
        if (inputs.subject === '') fail(400, 'subject and body are required');
        return { author: OWNER_EMAIL, editor: OWNER_EMAIL, created: new Date(0).toISOString(), updated: new Date(0).toISOString() };
      },
      updated: (_note, inputs) => {
        if (inputs.subject === '') fail(400, 'subject must not be empty');
        return { editor: OWNER_EMAIL, updated: new Date(1000).toISOString() };
      },
      deleted: () => envelope(null),
    }),
    ...collectionHandlers(sftp.sftpOperations, responses, {
      what: 'SFTP user',
      key: 'username',
      records: (path) => site(path).sftpUsers,
      page: (all) => all,
    }),
    'sftp.resetPassword': ({ path }) => {
      const user = site(path).sftpUsers.find((u) => u.username === path.username) ?? fail(404, 'SFTP user not found');
      user.password = newPassword(state());
      return user.password;
    },
    'sftp.disconnectSsh': siteChange(state, (found) => found.sshDisconnects++),
    'wpUsers.list': ({ path, inputs }) => {
      const users = site(path).wpUsers;
      const { data, page } = pageOf(users, inputs);
      const tables = { table_prefix: 'wp_', user_table: 'wp_users', user_meta_table: 'wp_usermeta', capabilities_meta_key: 'wp_capabilities' };
      return { users: data, total_user_count: users.length, per_page: page.perPage, page: page.currentPage, ...tables };
    },
    'wpUsers.create': ({ path, inputs }) => {
      const found = site(path);
      const email = inputs.email;
      if (!email.includes('@')) fail(400, 'A valid email is required');
      if (found.wpUsers.some((u) => u.user_email === email)) fail(422, 'A user with this email already exists');
      const id = Math.max(0, ...found.wpUsers.map((u) => u.id)) + 1;
      const login = email.split('@')[0] ?? email;
      found.wpUsers.push({ id, user_login: login, display_name: login, user_email: email, roles: 'subscriber' });
      return { id: String(id), email, password: newPassword(state()) };
    },
    'wpUsers.setPassword': ({ path, inputs }) => {
      const user = site(path).wpUsers.find((u) => u.id === inputs.user) ?? fail(404, 'User not found');
      if (!inputs.password) fail(400, 'password is required');
      user.password = inputs.password;
      return inputs.password;
    },
    'wpUsers.resetOwnerPassword': ({ path }) => {
      const secret = newPassword(state());
      const owner = site(path).wpUsers[0];
      if (owner) owner.password = secret;
      return secret;
    },
    'wpUsers.createLoginLink': ({ path, inputs }) => {
      const found = site(path);
      if (!found.wpUsers.some((u) => u.user_email === inputs.email)) fail(404, 'No WordPress user with this email');
      return { url: `https://${String(found.record.url)}/wp-login.php?login_token=${String(state().nextId++)}` };
    },
    'wordpress.runWpCli': ({ path, inputs }) => run(site(path), 'wp', inputs.commands),
    'wordpress.runCommands': ({ path, inputs }) => run(site(path), 'sh', inputs.commands),
    'wordpress.getFileModifications': ({ path }) => site(path).fileModifications,
    'wordpress.setFileModification': (request) => {
      const { constant, enabled } = request.inputs;
      const found = site(request.path);
      // The schema passes on constants it does not know, for the API to judge.
      const key = CONSTANTS[constant] ?? fail(400, 'constant must be DISALLOW_FILE_EDIT or DISALLOW_FILE_MODS');
      found.fileModifications[key] = enabled;
      return withMessage(request, found.fileModifications, `${String(constant)} ${enabled ? 'enabled' : 'disabled'}`);
    },
    'wordpress.setPhpFsPermissions': ({ path, inputs }) => {
      const permission = inputs.php_fs_permission;
      if (!PHP_FS_PERMISSIONS.includes(permission)) fail(400, 'PHP FS permission is not valid. Must be one of the following: rw, ro, or loggedin');
      site(path).phpFsPermission = permission;
      return envelope(null);
    },
    'licenses.apply': siteChange(state, (found) => (found.licenseApplied = true)),
    'cron.delete': ({ path }) => {
      const found = site(path);
      const job = found.cronJobs.find((j) => j.id === path.cronJobId) ?? fail(404, 'Cron job not found');
      found.cronJobs = found.cronJobs.filter((j) => j !== job);
      return envelope(null);
    },
  };
}
