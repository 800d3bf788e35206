import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as sftp from '../../operations/sftp.js';
import type { SftpUser } from '../../responses/site-access.js';
import { envelope } from '../dialect.js';
import { newPassword, type FakeContext, type WithPassword } from '../state.js';

/** The SFTP users of a site, their passwords, and ending SSH sessions. */
export function sftpHandlers({ state }: FakeContext): FakeHandlers<typeof sftp> {
  const findUser = (path: { siteId: number; username: string }): WithPassword<SftpUser> => {
    const user = state()
      .sites.require(path.siteId)
      .sftpUsers.find((u) => u.username === path.username);
    if (!user) fail(404, 'SFTP user not found');
    return user;
  };
  return {
    'sftp.list': ({ path }) => state().sites.require(path.siteId).sftpUsers,
    'sftp.get': ({ path }) => findUser(path),
    'sftp.resetPassword': ({ path }) => {
      const user = findUser(path);
      user.password = newPassword(state());
      return user.password;
    },
    'sftp.disconnectSsh': ({ path }) => {
      state().sites.require(path.siteId).sshDisconnects++;
      return envelope(null);
    },
  };
}
