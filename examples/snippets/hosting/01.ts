// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
// #region readme
import { HostingClient } from '@typed-api/hosting';

const hosting = new HostingClient({
  baseUrl: process.env.HOSTING_BASE_URL!, // the API's base address, without /v1: no default
  clientId: process.env.HOSTING_CLIENT_ID!,
  clientSecret: process.env.HOSTING_CLIENT_SECRET!,
});

const account = await hosting.account.get();
const site = await hosting.sites.get(123);
// #endregion
