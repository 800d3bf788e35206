import { defineConfig } from 'vitest/config';
import base, { SEPARATE_RUNS, testDefaults } from './vitest.config.js';

// The soak's short form alone (scripts/test-soak.sh): the files `pnpm test` leaves out because they run for
// a minute each.
export default defineConfig({
  ...base,
  test: {
    ...testDefaults,
    include: SEPARATE_RUNS,
    typecheck: { enabled: false },
    reporters: ['default'],
  },
});
