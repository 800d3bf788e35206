import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(
  packageBuild({
    entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'operations/index': 'src/operations/index.ts', webhooks: 'src/webhooks.ts' },
    // Module-level schema builders of this package, free of side effects: `checked` (a schema with checks),
    // `listEnvelope` and `logPageSchema` (composed response schemas), `webhookEvent` (one webhook payload schema).
    pure: ['listEnvelope', 'logPageSchema', 'webhookEvent'],
  }),
);
