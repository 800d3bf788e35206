// One helper alone from @typed-api/code-analysis: with one module per source module and `sideEffects: false`,
// the bundle holds the error guard and what it uses, not the client (bundled by the size check).
import { isCodeAnalysisError } from '@typed-api/code-analysis';

console.log(isCodeAnalysisError(new Error('not from the API')));
