// Runs every example against the local fakes: `pnpm demo`. Exit code 0 only when all succeeded.
import { runDemo } from './run-demo.ts';

const result = await runDemo();
process.exitCode = result.failed.length === 0 ? 0 : 1;
