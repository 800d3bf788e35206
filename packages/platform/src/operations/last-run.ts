// The operations the API repeats under the last run of an Actor (`/actors/{actorId}/runs/last/…`) or
// task (`/actor-tasks/{actorTaskId}/runs/last/…`): the storage operations of a run, and some run
// operations. Each is derived from its top-level original and exported under its own name.
import { ACTOR_LAST_RUN_PLACE, TASK_LAST_RUN_PLACE } from '../places.js';
import { deriveOperation } from '../place-operations.js';
import type { PlacePair } from '../place-operations.js';
import { datasetStats, deleteDataset, exportItems, getDataset, listItems, pushItems, updateDataset } from './datasets.js';
import { deleteRecord, deleteStore, downloadRecords, getRecord, getRecordStream, getStore, listKeys, setRecord, setRecordViaPost, updateStore } from './key-value-stores.js';
import { addRequest, batchAdd, batchDelete, deleteLock, deleteQueue, deleteRequest, getHead, getQueue, getRequest, listRequests, lockHead, prolongLock, unlockRequests, updateQueue, updateRequest } from './request-queues.js';
import { abortRun, getRun, metamorphRun, rebootRun, runLog, streamRunLog } from './runs.js';

/** `getDataset`, under the last run of an Actor (`actors.lastRun.dataset.get`). */
export const actorLastRunGetDataset = deriveOperation(getDataset, ACTOR_LAST_RUN_PLACE);
/** `updateDataset`, under the last run of an Actor (`actors.lastRun.dataset.update`). */
export const actorLastRunUpdateDataset = deriveOperation(updateDataset, ACTOR_LAST_RUN_PLACE);
/** `deleteDataset`, under the last run of an Actor (`actors.lastRun.dataset.delete`). */
export const actorLastRunDeleteDataset = deriveOperation(deleteDataset, ACTOR_LAST_RUN_PLACE);
/** `listItems`, under the last run of an Actor (`actors.lastRun.dataset.listItems`). */
export const actorLastRunListItems = deriveOperation(listItems, ACTOR_LAST_RUN_PLACE);
/** `exportItems`, under the last run of an Actor (`actors.lastRun.dataset.exportItems`). */
export const actorLastRunExportItems = deriveOperation(exportItems, ACTOR_LAST_RUN_PLACE);
/** `pushItems`, under the last run of an Actor (`actors.lastRun.dataset.pushItems`). */
export const actorLastRunPushItems = deriveOperation(pushItems, ACTOR_LAST_RUN_PLACE);
/** `datasetStats`, under the last run of an Actor (`actors.lastRun.dataset.statistics`). */
export const actorLastRunDatasetStats = deriveOperation(datasetStats, ACTOR_LAST_RUN_PLACE);
/** `getStore`, under the last run of an Actor (`actors.lastRun.keyValueStore.get`). */
export const actorLastRunGetStore = deriveOperation(getStore, ACTOR_LAST_RUN_PLACE);
/** `updateStore`, under the last run of an Actor (`actors.lastRun.keyValueStore.update`). */
export const actorLastRunUpdateStore = deriveOperation(updateStore, ACTOR_LAST_RUN_PLACE);
/** `deleteStore`, under the last run of an Actor (`actors.lastRun.keyValueStore.delete`). */
export const actorLastRunDeleteStore = deriveOperation(deleteStore, ACTOR_LAST_RUN_PLACE);
/** `listKeys`, under the last run of an Actor (`actors.lastRun.keyValueStore.listKeys`). */
export const actorLastRunListKeys = deriveOperation(listKeys, ACTOR_LAST_RUN_PLACE);
/** `downloadRecords`, under the last run of an Actor (`actors.lastRun.keyValueStore.downloadRecords`). */
export const actorLastRunDownloadRecords = deriveOperation(downloadRecords, ACTOR_LAST_RUN_PLACE);
/** `getRecord`, under the last run of an Actor (`actors.lastRun.keyValueStore.getRecord`). */
export const actorLastRunGetRecord = deriveOperation(getRecord, ACTOR_LAST_RUN_PLACE);
/** `getRecordStream`, under the last run of an Actor (`actors.lastRun.keyValueStore.getRecordStream`). */
export const actorLastRunGetRecordStream = deriveOperation(getRecordStream, ACTOR_LAST_RUN_PLACE);
/** `setRecord`, under the last run of an Actor (`actors.lastRun.keyValueStore.setRecord`). */
export const actorLastRunSetRecord = deriveOperation(setRecord, ACTOR_LAST_RUN_PLACE);
/** `setRecordViaPost`, under the last run of an Actor (`actors.lastRun.keyValueStore.setRecordViaPost`). */
export const actorLastRunSetRecordViaPost = deriveOperation(setRecordViaPost, ACTOR_LAST_RUN_PLACE);
/** `deleteRecord`, under the last run of an Actor (`actors.lastRun.keyValueStore.deleteRecord`). */
export const actorLastRunDeleteRecord = deriveOperation(deleteRecord, ACTOR_LAST_RUN_PLACE);
/** `getQueue`, under the last run of an Actor (`actors.lastRun.requestQueue.get`). */
export const actorLastRunGetQueue = deriveOperation(getQueue, ACTOR_LAST_RUN_PLACE);
/** `updateQueue`, under the last run of an Actor (`actors.lastRun.requestQueue.update`). */
export const actorLastRunUpdateQueue = deriveOperation(updateQueue, ACTOR_LAST_RUN_PLACE);
/** `deleteQueue`, under the last run of an Actor (`actors.lastRun.requestQueue.delete`). */
export const actorLastRunDeleteQueue = deriveOperation(deleteQueue, ACTOR_LAST_RUN_PLACE);
/** `addRequest`, under the last run of an Actor (`actors.lastRun.requestQueue.addRequest`). */
export const actorLastRunAddRequest = deriveOperation(addRequest, ACTOR_LAST_RUN_PLACE);
/** `listRequests`, under the last run of an Actor (`actors.lastRun.requestQueue.listRequests`). */
export const actorLastRunListRequests = deriveOperation(listRequests, ACTOR_LAST_RUN_PLACE);
/** `getRequest`, under the last run of an Actor (`actors.lastRun.requestQueue.getRequest`). */
export const actorLastRunGetRequest = deriveOperation(getRequest, ACTOR_LAST_RUN_PLACE);
/** `updateRequest`, under the last run of an Actor (`actors.lastRun.requestQueue.updateRequest`). */
export const actorLastRunUpdateRequest = deriveOperation(updateRequest, ACTOR_LAST_RUN_PLACE);
/** `deleteRequest`, under the last run of an Actor (`actors.lastRun.requestQueue.deleteRequest`). */
export const actorLastRunDeleteRequest = deriveOperation(deleteRequest, ACTOR_LAST_RUN_PLACE);
/** `batchAdd`, under the last run of an Actor (`actors.lastRun.requestQueue.batchAddRequests`). */
export const actorLastRunBatchAdd = deriveOperation(batchAdd, ACTOR_LAST_RUN_PLACE);
/** `batchDelete`, under the last run of an Actor (`actors.lastRun.requestQueue.batchDeleteRequests`). */
export const actorLastRunBatchDelete = deriveOperation(batchDelete, ACTOR_LAST_RUN_PLACE);
/** `getHead`, under the last run of an Actor (`actors.lastRun.requestQueue.getHead`). */
export const actorLastRunGetHead = deriveOperation(getHead, ACTOR_LAST_RUN_PLACE);
/** `lockHead`, under the last run of an Actor (`actors.lastRun.requestQueue.lockHead`). */
export const actorLastRunLockHead = deriveOperation(lockHead, ACTOR_LAST_RUN_PLACE);
/** `prolongLock`, under the last run of an Actor (`actors.lastRun.requestQueue.prolongLock`). */
export const actorLastRunProlongLock = deriveOperation(prolongLock, ACTOR_LAST_RUN_PLACE);
/** `deleteLock`, under the last run of an Actor (`actors.lastRun.requestQueue.deleteLock`). */
export const actorLastRunDeleteLock = deriveOperation(deleteLock, ACTOR_LAST_RUN_PLACE);
/** `unlockRequests`, under the last run of an Actor (`actors.lastRun.requestQueue.unlockRequests`). */
export const actorLastRunUnlockRequests = deriveOperation(unlockRequests, ACTOR_LAST_RUN_PLACE);
/** `getRun`, under the last run of an Actor (`actors.lastRun.get`). */
export const actorLastRunGetRun = deriveOperation(getRun, ACTOR_LAST_RUN_PLACE);
/** `abortRun`, under the last run of an Actor (`actors.lastRun.abort`). */
export const actorLastRunAbortRun = deriveOperation(abortRun, ACTOR_LAST_RUN_PLACE);
/** `metamorphRun`, under the last run of an Actor (`actors.lastRun.metamorph`). */
export const actorLastRunMetamorphRun = deriveOperation(metamorphRun, ACTOR_LAST_RUN_PLACE);
/** `rebootRun`, under the last run of an Actor (`actors.lastRun.reboot`). */
export const actorLastRunRebootRun = deriveOperation(rebootRun, ACTOR_LAST_RUN_PLACE);
/** `runLog`, under the last run of an Actor (`actors.lastRun.log`). */
export const actorLastRunRunLog = deriveOperation(runLog, ACTOR_LAST_RUN_PLACE);
/** `streamRunLog`, under the last run of an Actor (`actors.lastRun.logLines`). */
export const actorLastRunStreamRunLog = deriveOperation(streamRunLog, ACTOR_LAST_RUN_PLACE);

/** `getDataset`, under the last run of a task (`tasks.lastRun.dataset.get`). */
export const taskLastRunGetDataset = deriveOperation(getDataset, TASK_LAST_RUN_PLACE);
/** `updateDataset`, under the last run of a task (`tasks.lastRun.dataset.update`). */
export const taskLastRunUpdateDataset = deriveOperation(updateDataset, TASK_LAST_RUN_PLACE);
/** `deleteDataset`, under the last run of a task (`tasks.lastRun.dataset.delete`). */
export const taskLastRunDeleteDataset = deriveOperation(deleteDataset, TASK_LAST_RUN_PLACE);
/** `listItems`, under the last run of a task (`tasks.lastRun.dataset.listItems`). */
export const taskLastRunListItems = deriveOperation(listItems, TASK_LAST_RUN_PLACE);
/** `exportItems`, under the last run of a task (`tasks.lastRun.dataset.exportItems`). */
export const taskLastRunExportItems = deriveOperation(exportItems, TASK_LAST_RUN_PLACE);
/** `pushItems`, under the last run of a task (`tasks.lastRun.dataset.pushItems`). */
export const taskLastRunPushItems = deriveOperation(pushItems, TASK_LAST_RUN_PLACE);
/** `datasetStats`, under the last run of a task (`tasks.lastRun.dataset.statistics`). */
export const taskLastRunDatasetStats = deriveOperation(datasetStats, TASK_LAST_RUN_PLACE);
/** `getStore`, under the last run of a task (`tasks.lastRun.keyValueStore.get`). */
export const taskLastRunGetStore = deriveOperation(getStore, TASK_LAST_RUN_PLACE);
/** `updateStore`, under the last run of a task (`tasks.lastRun.keyValueStore.update`). */
export const taskLastRunUpdateStore = deriveOperation(updateStore, TASK_LAST_RUN_PLACE);
/** `deleteStore`, under the last run of a task (`tasks.lastRun.keyValueStore.delete`). */
export const taskLastRunDeleteStore = deriveOperation(deleteStore, TASK_LAST_RUN_PLACE);
/** `listKeys`, under the last run of a task (`tasks.lastRun.keyValueStore.listKeys`). */
export const taskLastRunListKeys = deriveOperation(listKeys, TASK_LAST_RUN_PLACE);
/** `downloadRecords`, under the last run of a task (`tasks.lastRun.keyValueStore.downloadRecords`). */
export const taskLastRunDownloadRecords = deriveOperation(downloadRecords, TASK_LAST_RUN_PLACE);
/** `getRecord`, under the last run of a task (`tasks.lastRun.keyValueStore.getRecord`). */
export const taskLastRunGetRecord = deriveOperation(getRecord, TASK_LAST_RUN_PLACE);
/** `getRecordStream`, under the last run of a task (`tasks.lastRun.keyValueStore.getRecordStream`). */
export const taskLastRunGetRecordStream = deriveOperation(getRecordStream, TASK_LAST_RUN_PLACE);
/** `setRecord`, under the last run of a task (`tasks.lastRun.keyValueStore.setRecord`). */
export const taskLastRunSetRecord = deriveOperation(setRecord, TASK_LAST_RUN_PLACE);
/** `setRecordViaPost`, under the last run of a task (`tasks.lastRun.keyValueStore.setRecordViaPost`). */
export const taskLastRunSetRecordViaPost = deriveOperation(setRecordViaPost, TASK_LAST_RUN_PLACE);
/** `deleteRecord`, under the last run of a task (`tasks.lastRun.keyValueStore.deleteRecord`). */
export const taskLastRunDeleteRecord = deriveOperation(deleteRecord, TASK_LAST_RUN_PLACE);
/** `getQueue`, under the last run of a task (`tasks.lastRun.requestQueue.get`). */
export const taskLastRunGetQueue = deriveOperation(getQueue, TASK_LAST_RUN_PLACE);
/** `updateQueue`, under the last run of a task (`tasks.lastRun.requestQueue.update`). */
export const taskLastRunUpdateQueue = deriveOperation(updateQueue, TASK_LAST_RUN_PLACE);
/** `deleteQueue`, under the last run of a task (`tasks.lastRun.requestQueue.delete`). */
export const taskLastRunDeleteQueue = deriveOperation(deleteQueue, TASK_LAST_RUN_PLACE);
/** `addRequest`, under the last run of a task (`tasks.lastRun.requestQueue.addRequest`). */
export const taskLastRunAddRequest = deriveOperation(addRequest, TASK_LAST_RUN_PLACE);
/** `listRequests`, under the last run of a task (`tasks.lastRun.requestQueue.listRequests`). */
export const taskLastRunListRequests = deriveOperation(listRequests, TASK_LAST_RUN_PLACE);
/** `getRequest`, under the last run of a task (`tasks.lastRun.requestQueue.getRequest`). */
export const taskLastRunGetRequest = deriveOperation(getRequest, TASK_LAST_RUN_PLACE);
/** `updateRequest`, under the last run of a task (`tasks.lastRun.requestQueue.updateRequest`). */
export const taskLastRunUpdateRequest = deriveOperation(updateRequest, TASK_LAST_RUN_PLACE);
/** `deleteRequest`, under the last run of a task (`tasks.lastRun.requestQueue.deleteRequest`). */
export const taskLastRunDeleteRequest = deriveOperation(deleteRequest, TASK_LAST_RUN_PLACE);
/** `batchAdd`, under the last run of a task (`tasks.lastRun.requestQueue.batchAddRequests`). */
export const taskLastRunBatchAdd = deriveOperation(batchAdd, TASK_LAST_RUN_PLACE);
/** `batchDelete`, under the last run of a task (`tasks.lastRun.requestQueue.batchDeleteRequests`). */
export const taskLastRunBatchDelete = deriveOperation(batchDelete, TASK_LAST_RUN_PLACE);
/** `getHead`, under the last run of a task (`tasks.lastRun.requestQueue.getHead`). */
export const taskLastRunGetHead = deriveOperation(getHead, TASK_LAST_RUN_PLACE);
/** `lockHead`, under the last run of a task (`tasks.lastRun.requestQueue.lockHead`). */
export const taskLastRunLockHead = deriveOperation(lockHead, TASK_LAST_RUN_PLACE);
/** `prolongLock`, under the last run of a task (`tasks.lastRun.requestQueue.prolongLock`). */
export const taskLastRunProlongLock = deriveOperation(prolongLock, TASK_LAST_RUN_PLACE);
/** `deleteLock`, under the last run of a task (`tasks.lastRun.requestQueue.deleteLock`). */
export const taskLastRunDeleteLock = deriveOperation(deleteLock, TASK_LAST_RUN_PLACE);
/** `unlockRequests`, under the last run of a task (`tasks.lastRun.requestQueue.unlockRequests`). */
export const taskLastRunUnlockRequests = deriveOperation(unlockRequests, TASK_LAST_RUN_PLACE);
/** `getRun`, under the last run of a task (`tasks.lastRun.get`). */
export const taskLastRunGetRun = deriveOperation(getRun, TASK_LAST_RUN_PLACE);
/** `abortRun`, under the last run of a task (`tasks.lastRun.abort`). */
export const taskLastRunAbortRun = deriveOperation(abortRun, TASK_LAST_RUN_PLACE);
/** `metamorphRun`, under the last run of a task (`tasks.lastRun.metamorph`). */
export const taskLastRunMetamorphRun = deriveOperation(metamorphRun, TASK_LAST_RUN_PLACE);
/** `rebootRun`, under the last run of a task (`tasks.lastRun.reboot`). */
export const taskLastRunRebootRun = deriveOperation(rebootRun, TASK_LAST_RUN_PLACE);
/** `runLog`, under the last run of a task (`tasks.lastRun.log`). */
export const taskLastRunRunLog = deriveOperation(runLog, TASK_LAST_RUN_PLACE);
/** `streamRunLog`, under the last run of a task (`tasks.lastRun.logLines`). */
export const taskLastRunStreamRunLog = deriveOperation(streamRunLog, TASK_LAST_RUN_PLACE);

/** The operations under `/actors/{actorId}/runs/last`, each beside the top-level operation it repeats. */
export const actorLastRunPairs: readonly PlacePair[] = [
  [getDataset, actorLastRunGetDataset],
  [updateDataset, actorLastRunUpdateDataset],
  [deleteDataset, actorLastRunDeleteDataset],
  [listItems, actorLastRunListItems],
  [exportItems, actorLastRunExportItems],
  [pushItems, actorLastRunPushItems],
  [datasetStats, actorLastRunDatasetStats],
  [getStore, actorLastRunGetStore],
  [updateStore, actorLastRunUpdateStore],
  [deleteStore, actorLastRunDeleteStore],
  [listKeys, actorLastRunListKeys],
  [downloadRecords, actorLastRunDownloadRecords],
  [getRecord, actorLastRunGetRecord],
  [getRecordStream, actorLastRunGetRecordStream],
  [setRecord, actorLastRunSetRecord],
  [setRecordViaPost, actorLastRunSetRecordViaPost],
  [deleteRecord, actorLastRunDeleteRecord],
  [getQueue, actorLastRunGetQueue],
  [updateQueue, actorLastRunUpdateQueue],
  [deleteQueue, actorLastRunDeleteQueue],
  [addRequest, actorLastRunAddRequest],
  [listRequests, actorLastRunListRequests],
  [getRequest, actorLastRunGetRequest],
  [updateRequest, actorLastRunUpdateRequest],
  [deleteRequest, actorLastRunDeleteRequest],
  [batchAdd, actorLastRunBatchAdd],
  [batchDelete, actorLastRunBatchDelete],
  [getHead, actorLastRunGetHead],
  [lockHead, actorLastRunLockHead],
  [prolongLock, actorLastRunProlongLock],
  [deleteLock, actorLastRunDeleteLock],
  [unlockRequests, actorLastRunUnlockRequests],
  [getRun, actorLastRunGetRun],
  [abortRun, actorLastRunAbortRun],
  [metamorphRun, actorLastRunMetamorphRun],
  [rebootRun, actorLastRunRebootRun],
  [runLog, actorLastRunRunLog],
  [streamRunLog, actorLastRunStreamRunLog],
];

/** The operations under `/actor-tasks/{actorTaskId}/runs/last`, each beside the top-level operation it repeats. */
export const taskLastRunPairs: readonly PlacePair[] = [
  [getDataset, taskLastRunGetDataset],
  [updateDataset, taskLastRunUpdateDataset],
  [deleteDataset, taskLastRunDeleteDataset],
  [listItems, taskLastRunListItems],
  [exportItems, taskLastRunExportItems],
  [pushItems, taskLastRunPushItems],
  [datasetStats, taskLastRunDatasetStats],
  [getStore, taskLastRunGetStore],
  [updateStore, taskLastRunUpdateStore],
  [deleteStore, taskLastRunDeleteStore],
  [listKeys, taskLastRunListKeys],
  [downloadRecords, taskLastRunDownloadRecords],
  [getRecord, taskLastRunGetRecord],
  [getRecordStream, taskLastRunGetRecordStream],
  [setRecord, taskLastRunSetRecord],
  [setRecordViaPost, taskLastRunSetRecordViaPost],
  [deleteRecord, taskLastRunDeleteRecord],
  [getQueue, taskLastRunGetQueue],
  [updateQueue, taskLastRunUpdateQueue],
  [deleteQueue, taskLastRunDeleteQueue],
  [addRequest, taskLastRunAddRequest],
  [listRequests, taskLastRunListRequests],
  [getRequest, taskLastRunGetRequest],
  [updateRequest, taskLastRunUpdateRequest],
  [deleteRequest, taskLastRunDeleteRequest],
  [batchAdd, taskLastRunBatchAdd],
  [batchDelete, taskLastRunBatchDelete],
  [getHead, taskLastRunGetHead],
  [lockHead, taskLastRunLockHead],
  [prolongLock, taskLastRunProlongLock],
  [deleteLock, taskLastRunDeleteLock],
  [unlockRequests, taskLastRunUnlockRequests],
  [getRun, taskLastRunGetRun],
  [abortRun, taskLastRunAbortRun],
  [metamorphRun, taskLastRunMetamorphRun],
  [rebootRun, taskLastRunRebootRun],
  [runLog, taskLastRunRunLog],
  [streamRunLog, taskLastRunStreamRunLog],
];
