// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { isApiError, NotFoundError, TypedApiError } from '@typed-api/core';
import { PlatformClient } from '@typed-api/platform';

const platform = new PlatformClient({ baseUrl: process.env.PLATFORM_BASE_URL!, token: process.env.PLATFORM_TOKEN });
try {
  await platform.datasets.get('no-such-dataset'); // a call of any package
} catch (err) {
  if (err instanceof NotFoundError) console.log('gone:', err.url);
  else if (isApiError(err, 'rate-limit-exceeded')) console.log('slow down', err.status);
  else if (err instanceof TypedApiError) console.log('SDK error', err.name, err.message);
  else throw err;
}
// #endregion
