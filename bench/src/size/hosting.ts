// Minimal browser usage of @typed-api/hosting: one client, one call (bundled by the size check).
import { HostingClient } from '@typed-api/hosting';

const hosting = new HostingClient({ baseUrl: 'https://api.example.com', clientId: 'id', clientSecret: 'secret' });
console.log(await hosting.sites.get(123));
