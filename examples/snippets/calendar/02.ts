// A code block of packages/calendar/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
declare const baseUrl: string, restNonce: string;
// #region readme
import { basicAuth, cookieNonceAuth, CalendarClient } from '@typed-api/calendar';

// An application password (made in the user's profile on the site), over HTTP Basic.
const editor = new CalendarClient({ baseUrl, auth: basicAuth('editor', 'abcd efgh ijkl mnop qrst uvwx') });

// In a page of the site itself: the session cookie (sent by the browser) plus the REST nonce.
const inPage = new CalendarClient({ baseUrl, auth: cookieNonceAuth(undefined, restNonce) });
// #endregion
