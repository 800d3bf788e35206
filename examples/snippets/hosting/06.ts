// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
 
declare const request: Request;
// #region readme
import { parseWebhook } from '@typed-api/hosting';
const hook = parseWebhook(await request.text()); // throws ValidationError for bodies it cannot accept
switch (hook.event) {
  case 'git_deploy_completed': /* hook.deploy_id?, hook.site_id? */ break;
  case 'ondemand_backup_created': break;
}
// #endregion
