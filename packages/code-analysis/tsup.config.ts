import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'operations/index': 'src/operations/index.ts' },
    // Helpers called at module level to build schemas and the cursor page style; they do nothing else.
    pure: ['listEnvelope', 'commaList', 'readsWholeBody'],
  }),
);
