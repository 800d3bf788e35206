// One helper alone from @typed-api/hosting: with one module per source module and `sideEffects: false`,
// the bundle holds the error guard and what it uses, not the client (bundled by the size check).
import { isHostingError } from '@typed-api/hosting';

console.log(isHostingError(new Error('not from the API')));
