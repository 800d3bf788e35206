import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'operations/index': 'src/operations/index.ts' },
    // The package's own functions that build descriptions and schemas at module level, without side effects.
    pure: [
      'deriveOperation',
      'browserInfoOperation',
      'runSyncOperation',
      'runSyncWithoutInputOperation',
      'runSyncGetDatasetItemsOperation',
      'runSyncGetDatasetItemsWithoutInputOperation',
      'runSyncExportItemsOperation',
      'runSyncExportItemsWithoutInputOperation',
      'offsetPage',
      'plainList',
    ],
  }),
);
