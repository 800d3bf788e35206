import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'operations/index': 'src/operations/index.ts' },
    // The package's own helpers called at module level to build schemas, page styles and descriptions:
    // each only returns a new value.
    pure: ['calendarPages', 'kindOperation', 'recordOperations', 'linkedPostOperations', 'linkedPostSchemas', 'termSchemas', 'listEnvelope', 'linkedPostRecord'],
  }),
);
