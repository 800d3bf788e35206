import { expect, it } from 'vitest';
import { useFake } from './setup.js';

// The demo mounts every fake under its own path of one local server.
const { fake, client } = useFake({ baseUrl: 'https://gateway.test/hosting/' });

it('serves the token endpoint and the /v1 routes under the base path', async () => {
  expect(fake.baseUrl).toBe('https://gateway.test/hosting');
  const c = client();
  await expect(c.sites.get(2)).resolves.toMatchObject({ id: 2 });
  await c.auth.revoke();
  expect(fake.state.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /auth/token', 'GET /v1/sites/2', 'POST /auth/revoke']);
});
