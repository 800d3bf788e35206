// The response schemas of the package, keyed by the names the operations' response readers use
// (`response: (r) => r.actor`). The client imports this module on first use, only when it validates
// responses: nothing on the path of a call imports it statically.
export { actor, actorShortPage, actorVersion, actorVersionList, build, buildShortPage, chargeResult, envVar, envVarList, inputValidation, openApiDocument, run, runShortPage } from './actors.js';
export { jsonObject } from './common.js';
export {
  accountLimits,
  monthlyUsage,
  privateUser,
  publicUser,
  schedule,
  scheduleInvocations,
  schedulePage,
  storeActorPage,
  task,
  taskShortPage,
  webhook,
  webhookDispatch,
  webhookDispatchPage,
  webhookPage,
} from './platform.js';
export {
  batchAddResult,
  batchDeleteResult,
  lockedHead,
  lockInfo,
  queueHead,
  queueRequest,
  requestPage,
  requestQueue,
  requestQueueShortPage,
  requestRegistration,
  unlockResult,
} from './request-queues.js';
export { dataset, datasetItems, datasetPage, datasetStatistics, keyPage, keyValueStore, keyValueStorePage } from './storages.js';
export { browserInfo, decodedObject, signedValue } from './tools.js';
