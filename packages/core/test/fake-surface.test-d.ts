import { expectTypeOf, test } from 'vitest';
import type { Fake } from '@typed-api/core/testing';
import type { serveHandlers, useFakeServer } from '@typed-api/core/testing/node';
import { createCalendarFake, type CalendarFake, type CalendarFakeState } from '../../calendar/src/testing/index.js';
import { createCodeAnalysisFake, type CodeAnalysisFake, type FakeState as CodeAnalysisState } from '../../code-analysis/src/testing/index.js';
import { createHostingFake, type HostingFake, type HostingFakeState } from '../../hosting/src/testing/index.js';
import { createPlatformFake, type FakeState as PlatformState, type PlatformFake } from '../../platform/src/testing/index.js';

test('each package fake is the core Fake of its state, plus its own helpers', () => {
  expectTypeOf<PlatformFake>().toExtend<Fake<PlatformState>>();
  expectTypeOf<HostingFake>().toExtend<Fake<HostingFakeState>>();
  expectTypeOf<CalendarFake>().toExtend<Fake<CalendarFakeState>>();
  expectTypeOf<CodeAnalysisFake>().toExtend<Fake<CodeAnalysisState>>();
  expectTypeOf(createPlatformFake()).toEqualTypeOf<PlatformFake>();
  expectTypeOf(createHostingFake()).toEqualTypeOf<HostingFake>();
  expectTypeOf(createCalendarFake()).toEqualTypeOf<CalendarFake>();
  expectTypeOf(createCodeAnalysisFake()).toEqualTypeOf<CodeAnalysisFake>();
  expectTypeOf(createCodeAnalysisFake().baseUrl).toEqualTypeOf<string>();
  // A plain object without close() is not a Fake.
  expectTypeOf<Omit<PlatformFake, 'close'>>().not.toExtend<Fake<PlatformState>>();
});

test('useFakeServer and serveHandlers take any fake of the common surface', () => {
  expectTypeOf<Fake<unknown>>().toExtend<Parameters<typeof useFakeServer>[0]>();
  expectTypeOf<Fake<unknown>['handlers']>().toExtend<Parameters<typeof serveHandlers>[0]>();
});
