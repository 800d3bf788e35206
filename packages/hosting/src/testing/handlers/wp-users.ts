import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as wpUsers from '../../operations/wp-users.js';
import { pageOf } from '../dialect.js';
import { newPassword, type FakeContext, type FakeSite } from '../state.js';

/** The WordPress users of a site: listed in the API's own paging, created, their passwords set, sign-in links. */
export function wpUsersHandlers({ state }: FakeContext): FakeHandlers<typeof wpUsers> {
  const site = (path: { siteId: number }): FakeSite => state().sites.require(path.siteId);
  return {
    'wpUsers.list': ({ path, inputs }) => {
      const users = site(path).wpUsers;
      const { data, page } = pageOf(users, inputs);
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
    'wpUsers.create': ({ path, inputs }) => {
      const s = state();
      const found = site(path);
      const email = inputs.email;
      if (!email.includes('@')) fail(400, 'A valid email is required');
      if (found.wpUsers.some((u) => u.user_email === email)) fail(422, 'A user with this email already exists');
      const id = Math.max(0, ...found.wpUsers.map((u) => u.id)) + 1;
      const login = email.split('@')[0] ?? email;
      found.wpUsers.push({ id, user_login: login, display_name: login, user_email: email, roles: 'subscriber' });
      return { id: String(id), email, password: newPassword(s) };
    },
    'wpUsers.setPassword': ({ path, inputs }) => {
      const user = site(path).wpUsers.find((u) => u.id === inputs.user);
      if (!user) fail(404, 'User not found');
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
      const s = state();
      const found = site(path);
      if (!found.wpUsers.some((u) => u.user_email === inputs.email)) fail(404, 'No WordPress user with this email');
      return { url: `https://${String(found.record.url)}/wp-login.php?login_token=${String(s.nextId++)}` };
    },
  };
}
