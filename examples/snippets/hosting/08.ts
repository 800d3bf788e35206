// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
// #region readme
import { createClient } from '@typed-api/hosting/functions';
import * as sites from '@typed-api/hosting/functions/sites';

const client = createClient({ baseUrl: 'https://api.example.com', clientId: 'my-client', clientSecret: 'my-secret' });
const site = await sites.get(client, { params: { siteId: 123 } });
console.log(site);
// #endregion
