import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base.ts';

export default defineConfig(packageBuild({ entry: { index: 'src/index.ts', ky: 'src/ky.ts', pacing: 'src/pacing.ts', compression: 'src/compression.ts', telemetry: 'src/telemetry.ts', internal: 'src/internal.ts', schema: 'src/schema.ts', 'describe-entry': 'src/describe-entry.ts', 'schema-checks': 'src/schema-checks.ts', 'testing/index': 'src/testing/index.ts', 'testing/node': 'src/testing/node.ts' } }));
