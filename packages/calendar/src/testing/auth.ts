import { fail } from '@typed-api/core/testing';

/** The credentials the fake accepts. */
export interface FakeCredentials {
  /** The user name for application passwords. */
  username: string;
  /** The application password (spaces included, as the site shows it). */
  applicationPassword: string;
  /** The nonce a logged-in browser session sends in `X-WP-Nonce`. */
  nonce: string;
}

/** Who sent a request: a user, or nobody. */
export type Caller = { user: string } | undefined;

/**
 * Identifies the caller as the site does: HTTP Basic with an application password, or a session
 * nonce. Wrong credentials stop the request with the site's error even on reads; none at all is an
 * anonymous visitor.
 */
export function identify(request: Request, credentials: FakeCredentials): Caller {
  const authorization = request.headers.get('authorization');
  if (authorization?.toLowerCase().startsWith('basic ')) {
    let decoded: string;
    try {
      decoded = atob(authorization.slice(6).trim());
    } catch {
      decoded = '';
    }
    const colon = decoded.indexOf(':');
    const user = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1);
    if (colon > 0 && user === credentials.username) {
      // Application passwords are accepted with or without their spaces.
      if (password.replace(/\s/g, '') === credentials.applicationPassword.replace(/\s/g, '')) return { user };
      fail(401, 'The provided password is an invalid application password.', { code: 'incorrect_password' });
    }
    fail(401, 'Unknown username. Check again or try your email address.', { code: 'invalid_username' });
  }
  const nonce = request.headers.get('x-wp-nonce');
  if (nonce !== null) {
    if (nonce === credentials.nonce) return { user: credentials.username };
    fail(403, 'Cookie check failed', { code: 'rest_cookie_invalid_nonce' });
  }
  return undefined;
}
