// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
// #region readme
import { createClient } from '@typed-api/platform/functions';
import * as requestQueues from '@typed-api/platform/functions/requestQueues';

const client = createClient({ baseUrl: 'https://api.example.com', token: 'my-token' });
const request = await requestQueues.getRequest(client, { params: { queueId: 'my-queue', requestId: 'my-request' } });
for await (const item of requestQueues.listRequests(client, { params: { queueId: 'my-queue' } })) console.log(item.url);
console.log(request.uniqueKey);
// #endregion
