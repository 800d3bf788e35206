// Hand-written: items pushed, paged, picked, exported and signed, and field statistics; the storage's own list, create,
// read, update and delete are the shared storageHandlers.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as datasets from '../../operations/datasets.js';
import type { Dataset } from '../../responses/storages.js';
import { now, storageHandlers } from '../helpers.js';
import { without, type FakeState } from '../state.js';
import type { FakeDataset } from '../storage.js';
import { checkStorageSignature, itemsResponse, type ItemInputs } from '../storage.js';

/** A dataset as the API shows it: its fields with the item counts of now. */
function datasetView(entry: FakeDataset): Dataset {
  return { ...entry.meta, itemCount: entry.items.length, cleanItemCount: entry.items.length };
}

/** The fake's `datasets` operations: datasets by ID or name, their items, pushes, exports and statistics. */
export function datasetHandlers(state: FakeState): FakeHandlers<typeof datasets> {
  const storages = storageHandlers(state, 'datasets', {
    param: 'datasetId',
    all: state.datasets,
    find: (ref) => state.dataset(ref),
    create: (name) => state.createDataset(name),
    view: datasetView,
    listed: (d) => without(datasetView(d), 'urlSigningSecretKey'),
  });
  /** The items of the dataset a call names, once the call's signature (when it has one) opens it: a page, or an export in `format`. */
  const items = async (path: { datasetId: string }, inputs: ItemInputs & { signature?: string | undefined }, format?: string | null): Promise<Response> => {
    const entry = state.dataset(path.datasetId);
    await checkStorageSignature(inputs.signature, entry.meta);
    return itemsResponse(entry.items, inputs, format ?? 'json', state.settings.maxItemsPerPage);
  };
  return {
    ...(storages as Partial<FakeHandlers<typeof datasets>>),
    // One path serves the JSON list and the exports: the engine routes both here, with the list's inputs, so
    // the export's `format` is read from the query as sent. The export operation is reached only through it.
    'datasets.listItems': ({ path, inputs, query }) => items(path, inputs, query.get('format')),
    'datasets.exportItems': ({ path, inputs }) => items(path, inputs, inputs.format),
    // A HEAD answer: the paging headers, no body.
    'datasets.itemsInfo': async ({ path, inputs, reply }) => {
      const { headers } = await items(path, inputs, inputs.format);
      return reply(undefined, { status: 200, headers: Object.fromEntries(headers) });
    },
    'datasets.pushItems': ({ path, inputs, reply }) => {
      const entry = state.dataset(path.datasetId);
      const items = inputs.items;
      // JSON text a client sends arrives parsed; a body that is a JSON string is not items.
      if (typeof items === 'string') return fail(400, 'The request body must be a JSON object or an array of objects', { code: 'invalid-request' });
      entry.items.push(...(Array.isArray(items) ? items : [items]));
      entry.meta.modifiedAt = now();
      // The API answers a push with an empty 201.
      return reply(undefined, { status: 201 });
    },
    'datasets.statistics': ({ path }) => {
      const fieldStatistics: Record<string, unknown> = {};
      for (const item of state.dataset(path.datasetId).items) for (const key of Object.keys(item)) fieldStatistics[key] = { nullCount: 0 };
      return { fieldStatistics };
    },
  };
}
