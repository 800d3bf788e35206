// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
 
import type { HostingClient } from '@typed-api/hosting';
declare const hosting: HostingClient, siteId: number;
// #region readme
import { isHostingError } from '@typed-api/hosting';
try {
  await hosting.git.deploy(siteId);
} catch (err) {
  if (isHostingError(err, 'unprocessable_entity')) console.log(err.details.errors); // e.g. not enrolled in git
  else throw err;
}
// #endregion
