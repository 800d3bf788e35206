// The storage operations the API repeats under a run (`/actor-runs/{runId}/dataset/…`): every operation
// on one storage (not the lists and creates), except the HEAD calls, which have no run-scoped twin. Each
// is derived from its top-level original and exported under its own name.
import { RUN_PLACE } from '../places.js';
import { deriveOperation } from '../place-operations.js';
import type { PlacePair } from '../place-operations.js';
import { datasetStats, deleteDataset, exportItems, getDataset, listItems, pushItems, updateDataset } from './datasets.js';
import { deleteRecord, deleteStore, downloadRecords, getRecord, getRecordStream, getStore, listKeys, setRecord, setRecordViaPost, updateStore } from './key-value-stores.js';
import { addRequest, batchAdd, batchDelete, deleteLock, deleteQueue, deleteRequest, getHead, getQueue, getRequest, listRequests, lockHead, prolongLock, unlockRequests, updateQueue, updateRequest } from './request-queues.js';

/** `getDataset`, on the default storage of a run (`runs.storages.dataset.get`). */
export const runStorageGetDataset = deriveOperation(getDataset, RUN_PLACE);
/** `updateDataset`, on the default storage of a run (`runs.storages.dataset.update`). */
export const runStorageUpdateDataset = deriveOperation(updateDataset, RUN_PLACE);
/** `deleteDataset`, on the default storage of a run (`runs.storages.dataset.delete`). */
export const runStorageDeleteDataset = deriveOperation(deleteDataset, RUN_PLACE);
/** `listItems`, on the default storage of a run (`runs.storages.dataset.listItems`). */
export const runStorageListItems = deriveOperation(listItems, RUN_PLACE);
/** `exportItems`, on the default storage of a run (`runs.storages.dataset.exportItems`). */
export const runStorageExportItems = deriveOperation(exportItems, RUN_PLACE);
/** `pushItems`, on the default storage of a run (`runs.storages.dataset.pushItems`). */
export const runStoragePushItems = deriveOperation(pushItems, RUN_PLACE);
/** `datasetStats`, on the default storage of a run (`runs.storages.dataset.statistics`). */
export const runStorageDatasetStats = deriveOperation(datasetStats, RUN_PLACE);
/** `getStore`, on the default storage of a run (`runs.storages.keyValueStore.get`). */
export const runStorageGetStore = deriveOperation(getStore, RUN_PLACE);
/** `updateStore`, on the default storage of a run (`runs.storages.keyValueStore.update`). */
export const runStorageUpdateStore = deriveOperation(updateStore, RUN_PLACE);
/** `deleteStore`, on the default storage of a run (`runs.storages.keyValueStore.delete`). */
export const runStorageDeleteStore = deriveOperation(deleteStore, RUN_PLACE);
/** `listKeys`, on the default storage of a run (`runs.storages.keyValueStore.listKeys`). */
export const runStorageListKeys = deriveOperation(listKeys, RUN_PLACE);
/** `downloadRecords`, on the default storage of a run (`runs.storages.keyValueStore.downloadRecords`). */
export const runStorageDownloadRecords = deriveOperation(downloadRecords, RUN_PLACE);
/** `getRecord`, on the default storage of a run (`runs.storages.keyValueStore.getRecord`). */
export const runStorageGetRecord = deriveOperation(getRecord, RUN_PLACE);
/** `getRecordStream`, on the default storage of a run (`runs.storages.keyValueStore.getRecordStream`). */
export const runStorageGetRecordStream = deriveOperation(getRecordStream, RUN_PLACE);
/** `setRecord`, on the default storage of a run (`runs.storages.keyValueStore.setRecord`). */
export const runStorageSetRecord = deriveOperation(setRecord, RUN_PLACE);
/** `setRecordViaPost`, on the default storage of a run (`runs.storages.keyValueStore.setRecordViaPost`). */
export const runStorageSetRecordViaPost = deriveOperation(setRecordViaPost, RUN_PLACE);
/** `deleteRecord`, on the default storage of a run (`runs.storages.keyValueStore.deleteRecord`). */
export const runStorageDeleteRecord = deriveOperation(deleteRecord, RUN_PLACE);
/** `getQueue`, on the default storage of a run (`runs.storages.requestQueue.get`). */
export const runStorageGetQueue = deriveOperation(getQueue, RUN_PLACE);
/** `updateQueue`, on the default storage of a run (`runs.storages.requestQueue.update`). */
export const runStorageUpdateQueue = deriveOperation(updateQueue, RUN_PLACE);
/** `deleteQueue`, on the default storage of a run (`runs.storages.requestQueue.delete`). */
export const runStorageDeleteQueue = deriveOperation(deleteQueue, RUN_PLACE);
/** `addRequest`, on the default storage of a run (`runs.storages.requestQueue.addRequest`). */
export const runStorageAddRequest = deriveOperation(addRequest, RUN_PLACE);
/** `listRequests`, on the default storage of a run (`runs.storages.requestQueue.listRequests`). */
export const runStorageListRequests = deriveOperation(listRequests, RUN_PLACE);
/** `getRequest`, on the default storage of a run (`runs.storages.requestQueue.getRequest`). */
export const runStorageGetRequest = deriveOperation(getRequest, RUN_PLACE);
/** `updateRequest`, on the default storage of a run (`runs.storages.requestQueue.updateRequest`). */
export const runStorageUpdateRequest = deriveOperation(updateRequest, RUN_PLACE);
/** `deleteRequest`, on the default storage of a run (`runs.storages.requestQueue.deleteRequest`). */
export const runStorageDeleteRequest = deriveOperation(deleteRequest, RUN_PLACE);
/** `batchAdd`, on the default storage of a run (`runs.storages.requestQueue.batchAddRequests`). */
export const runStorageBatchAdd = deriveOperation(batchAdd, RUN_PLACE);
/** `batchDelete`, on the default storage of a run (`runs.storages.requestQueue.batchDeleteRequests`). */
export const runStorageBatchDelete = deriveOperation(batchDelete, RUN_PLACE);
/** `getHead`, on the default storage of a run (`runs.storages.requestQueue.getHead`). */
export const runStorageGetHead = deriveOperation(getHead, RUN_PLACE);
/** `lockHead`, on the default storage of a run (`runs.storages.requestQueue.lockHead`). */
export const runStorageLockHead = deriveOperation(lockHead, RUN_PLACE);
/** `prolongLock`, on the default storage of a run (`runs.storages.requestQueue.prolongLock`). */
export const runStorageProlongLock = deriveOperation(prolongLock, RUN_PLACE);
/** `deleteLock`, on the default storage of a run (`runs.storages.requestQueue.deleteLock`). */
export const runStorageDeleteLock = deriveOperation(deleteLock, RUN_PLACE);
/** `unlockRequests`, on the default storage of a run (`runs.storages.requestQueue.unlockRequests`). */
export const runStorageUnlockRequests = deriveOperation(unlockRequests, RUN_PLACE);

/** The storage operations under `/actor-runs/{runId}`, each beside the top-level operation it repeats. */
export const runStoragePairs: readonly PlacePair[] = [
  [getDataset, runStorageGetDataset],
  [updateDataset, runStorageUpdateDataset],
  [deleteDataset, runStorageDeleteDataset],
  [listItems, runStorageListItems],
  [exportItems, runStorageExportItems],
  [pushItems, runStoragePushItems],
  [datasetStats, runStorageDatasetStats],
  [getStore, runStorageGetStore],
  [updateStore, runStorageUpdateStore],
  [deleteStore, runStorageDeleteStore],
  [listKeys, runStorageListKeys],
  [downloadRecords, runStorageDownloadRecords],
  [getRecord, runStorageGetRecord],
  [getRecordStream, runStorageGetRecordStream],
  [setRecord, runStorageSetRecord],
  [setRecordViaPost, runStorageSetRecordViaPost],
  [deleteRecord, runStorageDeleteRecord],
  [getQueue, runStorageGetQueue],
  [updateQueue, runStorageUpdateQueue],
  [deleteQueue, runStorageDeleteQueue],
  [addRequest, runStorageAddRequest],
  [listRequests, runStorageListRequests],
  [getRequest, runStorageGetRequest],
  [updateRequest, runStorageUpdateRequest],
  [deleteRequest, runStorageDeleteRequest],
  [batchAdd, runStorageBatchAdd],
  [batchDelete, runStorageBatchDelete],
  [getHead, runStorageGetHead],
  [lockHead, runStorageLockHead],
  [prolongLock, runStorageProlongLock],
  [deleteLock, runStorageDeleteLock],
  [unlockRequests, runStorageUnlockRequests],
];
