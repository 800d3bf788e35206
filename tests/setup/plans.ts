// The plans of every namespace of every package, loaded before each test file runs. A full client imports a
// namespace's plans on the namespace's first call; a test with fake timers that makes that first call would
// wait on the import, which fake time does not advance, and so pass or fail by whether an earlier test of its
// file had made that call already. Loaded for every test file, the tests do not depend on their order. The
// cold first call itself is tested in packages/core/test/lazy-plans.test.ts, with loaders of its own.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllPlans } from '../../packages/core/src/internal.js';

const packages = join(import.meta.dirname, '../../packages');
// Importing a package's namespaces registers their loaders.
await Promise.all(
  readdirSync(packages).flatMap((pkg) => {
    const index = join(packages, pkg, 'src/resources/index.ts');
    try {
      readdirSync(join(packages, pkg, 'src/resources'));
      return [import(index)];
    } catch {
      // A package without namespaces (the core).
      return [];
    }
  }),
);
await loadAllPlans();
