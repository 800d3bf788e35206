// `defineOperation` for this package's descriptions, on a module of its own: only the operations modules
// import it, so that the zod side of describing stays out of every bundle of calls.
import { defineOperation as define } from '@typed-api/core/describe';
import type { DefineOperation } from '@typed-api/core/internal';
import type { Responses } from './wire.js';

/** `defineOperation` whose response readers are typed by this package's response schemas. */
export const defineOperation: DefineOperation<Responses> = define;
