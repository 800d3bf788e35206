import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as wordpress from '../../operations/wordpress.js';
import { envelope, withMessage } from '../dialect.js';
import type { FakeContext, FakeSite } from '../state.js';

const CONSTANTS: Partial<Record<string, 'disallow_file_edit' | 'disallow_file_mods'>> = { DISALLOW_FILE_EDIT: 'disallow_file_edit', DISALLOW_FILE_MODS: 'disallow_file_mods' };
const PHP_FS_PERMISSIONS = ['rw', 'ro', 'loggedin'];

/** Commands run on a site (WP-CLI and shell), its database admin link and its wp-config file settings. */
export function wordpressHandlers({ state }: FakeContext): FakeHandlers<typeof wordpress> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  /** Runs each command (the schema wants at least one), logged with its kind. */
  const run = (found: FakeSite, kind: 'wp' | 'sh', commands: readonly string[] | undefined): void => {
    if (!commands || commands.some((c) => c === '')) fail(400, 'commands must be a non-empty list of strings');
    for (const command of commands) found.commandsRun.push(`${kind} ${command}`);
  };
  return {
    'wordpress.runWpCli': ({ path, inputs }) => {
      run(site(path), 'wp', inputs.commands);
      return envelope(null);
    },
    'wordpress.runCommands': ({ path, inputs }) => {
      run(site(path), 'sh', inputs.commands);
      return envelope(null);
    },
    'wordpress.getFileModifications': ({ path }) => site(path).fileModifications,
    'wordpress.setFileModification': (request) => {
      const { constant, enabled } = request.inputs;
      const found = site(request.path);
      // The schema passes on constants it does not know, for the API to judge.
      const key = CONSTANTS[constant];
      if (!key) fail(400, 'constant must be DISALLOW_FILE_EDIT or DISALLOW_FILE_MODS');
      found.fileModifications[key] = enabled;
      return withMessage(request, found.fileModifications, `${String(constant)} ${enabled ? 'enabled' : 'disabled'}`);
    },
    'wordpress.setPhpFsPermissions': ({ path, inputs }) => {
      const found = site(path);
      const permission = inputs.php_fs_permission;
      if (!PHP_FS_PERMISSIONS.includes(permission)) fail(400, 'PHP FS permission is not valid. Must be one of the following: rw, ro, or loggedin');
      found.phpFsPermission = permission;
      return envelope(null);
    },
  };
}
