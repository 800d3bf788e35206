export { createFaultInjector, type Fault, type FaultInjector, type FaultInjectorOptions, type FaultMatcher, type FaultSpec } from './faults.js';
export { jsonResponse, readJson, ulid, paginateArray } from './helpers.js';
export { FakeHttpError, fakeRoutes, type FakeCall, type FakeDialect, type FakeHandler, type FakeRoutes } from './engine.js';
export { createFake, type Fake, type FakeParts } from './fake.js';
export { checkFakeRuntime, FAKE_NODE_FLOOR } from './runtime.js';
