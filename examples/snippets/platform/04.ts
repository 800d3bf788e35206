// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
 
import type { PlatformClient } from '@typed-api/platform';
declare const platform: PlatformClient, queueId: string, requestId: string;
// #region readme
import { isPlatformError } from '@typed-api/platform';
try {
  await platform.requestQueues.getRequest(queueId, requestId);
} catch (err) {
  if (isPlatformError(err, 'record-not-found')) console.log(err.code); // narrowed
}
// #endregion
