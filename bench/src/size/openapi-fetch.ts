// Minimal browser usage of the generated typed fetch client, for comparison.
import createClient from 'openapi-fetch';
import type { paths } from '../generated/platform-api.ts';

const client = createClient<paths>({ baseUrl: 'https://api.example.com', headers: { authorization: 'Bearer token' } });
console.log(await client.GET('/v2/request-queues/{queueId}/requests/{requestId}', { params: { path: { queueId: 'queue-id', requestId: 'request-id' } } }));
