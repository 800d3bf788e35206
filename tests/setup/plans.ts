// The plans of every namespace of every package, loaded before each test file runs. A full client imports a
// namespace's plans on the namespace's first call; a test with fake timers that makes that first call would
// wait on the import, which fake time does not advance, and so pass or fail by whether an earlier test of its
// file had made that call already. Loaded for every test file, the tests do not depend on their order. The
// cold first call itself is tested in packages/core/test/lazy-plans.test.ts, with loaders of its own.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadAllPlans } from '../../packages/core/src/internal.js';

const packages = join(import.meta.dirname, '../../packages');
// Importing a package's namespaces registers their loaders; the core has none.
const namespaces = readdirSync(packages)
  .map((pkg) => join(packages, pkg, 'src/resources.ts'))
  .filter((index) => existsSync(index));
// One package after another: the module runner of vitest, asked for modules that two imports share while both are
// under way, can hand one of them a module not yet evaluated (a package's `plans.ts` read as empty by its
// composites: every `actors.start` of a file failed so), which imports made in turn never do.
for (const index of namespaces) await import(index);
await loadAllPlans();
