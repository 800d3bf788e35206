// The tree-shaken style of @typed-api/platform: the minimal client and one standalone function, with input
// validation (bundled by the size check).
import { createClient } from '@typed-api/platform/functions';
import * as requestQueues from '@typed-api/platform/functions/requestQueues';

const client = createClient({ baseUrl: 'https://api.example.com', token: 'token' });
console.log(await requestQueues.getRequest(client, 'queue-id', 'request-id'));
