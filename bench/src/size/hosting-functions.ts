// The tree-shaken style of @typed-api/hosting: the minimal client and one standalone function, with input
// validation (bundled by the size check).
import { createClient } from '@typed-api/hosting/functions';
import * as sites from '@typed-api/hosting/functions/sites';

const client = createClient({ baseUrl: 'https://api.example.com', clientId: 'id', clientSecret: 'secret' });
console.log(await sites.get(client, 123));
