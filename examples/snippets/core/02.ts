// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
 
declare function work(): Promise<void>;
// #region readme
import { isApiError, NotFoundError, TypedApiError } from '@typed-api/core';

try {
  await work();
} catch (err) {
  if (err instanceof NotFoundError) console.log('gone:', err.url);
  else if (isApiError(err, 'rate-limit-exceeded')) console.log('slow down', err.status);
  else if (err instanceof TypedApiError) console.log('SDK error', err.name, err.message);
  else throw err;
}
// #endregion
