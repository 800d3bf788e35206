// Minimal browser usage of @typed-api/platform: one client, one call (bundled by the size check).
import { PlatformClient } from '@typed-api/platform';

const platform = new PlatformClient({ baseUrl: 'https://api.example.com', token: 'token' });
console.log(await platform.requestQueues.getRequest('queue-id', 'request-id'));
