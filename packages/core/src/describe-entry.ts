// What describing operations with zod needs, on its own entry point (`@typed-api/core/describe`): the
// operations modules and the helpers that check a part with its schema import it; the call path (plans,
// standalone functions, the engine) never does, so a bundle of calls holds no zod.
export { defineOperation, rulesOf } from './describe.js';
export { parseInput } from './schema-checks.js';
