// Runs every example: `pnpm demo`. APIs configured by environment variables (see README.md) are
// reached for real; the others are served by local fakes. Exit code 0 only when all succeeded.
import { runDemo } from './run-demo.ts';

const result = await runDemo();
process.exitCode = result.failed.length === 0 ? 0 : 1;
