// One helper alone from @typed-api/platform: with one module per source module and `sideEffects: false`,
// the bundle holds the error guard and what it uses, not the client (bundled by the size check).
import { isPlatformError } from '@typed-api/platform';

console.log(isPlatformError(new Error('not from the API')));
