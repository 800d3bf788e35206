// A client of an API whose dialect brings no limiter loads it with its first paced call (`limits.ts`); the
// fakes load it now, so that a test under fake timers never waits for that import.
import '../rate-limit.js';

export { createFaultInjector, type Fault, type FaultInjector, type FaultInjectorOptions, type FaultMatcher, type FaultSpec } from './faults.js';
export { jsonResponse, readJson, ulid } from './helpers.js';
export { FakeHttpError, fail, type FailOptions } from './errors.js';
export { readInputs, type InputProblem, type RawRequestParts, type ReadInputs } from './inputs.js';
export { cursorWindow, fieldsOf, flag, integer, KeyedStore, numberedWindow, offsetCursor, offsetWindow, windowOf, type CursorCodec, type OffsetPaging, type Window } from './kit.js';
export {
  fakeRoutes,
  type FakeAnswer,
  type FakeCall,
  type FakeDialect,
  type FakeHandler,
  type FakeHandlers,
  type FakeInputs,
  type FakePath,
  type FakeRequest,
  type FakeRoutes,
  type OperationHandler,
} from './engine.js';
export { createFake, type Fake, type FakeParts } from './fake.js';
export { sampleAnswers, sampleOf } from './samples.js';
export { collectionHandlers, definedOf, resourceHandlers, type Collection, type ResourceStore } from './collections.js';
export type { NamespacePlans } from '../lazy-plans.js';
export { checkFakeRuntime, FAKE_NODE_FLOOR } from './runtime.js';
