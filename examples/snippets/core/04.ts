// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { serveHandlers } from '@typed-api/core/testing/node';
import { createPlatformFake } from '@typed-api/platform/testing';

const server = await serveHandlers([]); // a free port on 127.0.0.1
const fake = createPlatformFake({ baseUrl: `${server.url}/platform` });
server.use(...fake.handlers);
fake.faults.next(2, 429); // the next two calls answer 429
// ... point a PlatformClient at fake.baseUrl ...
await server.close();
// #endregion
