// The tree-shaken style of @typed-api/code-analysis: the minimal client and one standalone function, with
// input validation (bundled by the size check).
import { createClient } from '@typed-api/code-analysis/functions';
import * as repositories from '@typed-api/code-analysis/functions/repositories';

const client = createClient({ baseUrl: 'https://api.example.com', apiToken: 'token' });
console.log(await repositories.get(client, 'gh', 'org', 'repo'));
