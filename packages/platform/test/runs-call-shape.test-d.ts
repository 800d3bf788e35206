import { expectTypeOf, test } from 'vitest';
import type { FunctionArgs } from '@typed-api/core/internal';
import { PlatformClient, type RunsChargeInputs, type JsonObject, type RequestOptions, type Run, type RunWaitOptions, type ActorsStartInputs, type RunInput } from '../src/index.js';
import type { startActor } from '../src/operations/actors.js';
import type { encodeAndSign } from '../src/operations/tools.js';

const platform = new PlatformClient({ baseUrl: 'https://api.example.test', token: 't' });

test("a run's input sits beside its options in one object, request options last", () => {
  void platform.actors.start('a', { input: { q: 1 }, memory: 1024 }, { timeoutMs: 5_000 });
  void platform.actors.start('a');
  // @ts-expect-error the input goes under `input`, the options beside it
  void platform.actors.start('a', { q: 1 }, { memory: 1024 });
  void platform.tasks.start('t', { input: { q: 1 }, timeout: 60 });
  // @ts-expect-error a task's run cannot force a permission level
  void platform.tasks.start('t', { forcePermissionLevel: 'FULL_PERMISSIONS' });
  void platform.actors.runSync('a', { input: { q: 1 }, outputRecordKey: 'OUT' });
  void platform.tasks.runSyncExportItems('t', { format: 'csv' });
  // The operation (and its standalone function) sends a JSON object; the client's methods also send text and bytes with their type.
  expectTypeOf<ActorsStartInputs['input']>().toEqualTypeOf<JsonObject | undefined>();
  void platform.actors.start('a', { input: 'a=b', contentType: 'application/x-www-form-urlencoded' });
  void platform.tasks.start('t', { input: new Uint8Array([1]), contentType: 'application/octet-stream' });
  void platform.runs.metamorph('r', { targetActorId: 'me~next', input: 'x', contentType: 'text/plain' });
  expectTypeOf<NonNullable<Parameters<typeof platform.actors.start>[1]>['input']>().toEqualTypeOf<RunInput | undefined>();
  // @ts-expect-error an input is an object, text or bytes, not a number
  void platform.actors.start('a', { input: 5 });
  expectTypeOf<JsonObject>().toExtend<RunInput>();
});

test('a call-and-wait helper takes the inputs of a start, then its wait options', () => {
  expectTypeOf(platform.actors.call('a', { input: { q: 1 } }, { log: () => undefined })).resolves.toEqualTypeOf<Run>();
  expectTypeOf<Parameters<typeof platform.tasks.call>[2]>().toEqualTypeOf<RunWaitOptions | undefined>();
  // @ts-expect-error the wait options are the third argument, not the fourth
  void platform.actors.call('a', { q: 1 }, undefined, { timeoutMs: 1 });
});

test('inputs once split over positional arguments are one object', () => {
  void platform.runs.metamorph('r', { targetActorId: 'me~next', input: { step: 2 }, build: 'latest' });
  // @ts-expect-error the target Actor is an input, not a positional argument
  void platform.runs.metamorph('r', 'me~next', { step: 2 });
  void platform.actors.lastRun('a').metamorph({ targetActorId: 'me~next' });
  void platform.actors.validateInput('a', { input: { q: 1 }, build: 'beta' });
  void platform.runs.charge('r', { eventName: 'page', count: 2, idempotencyKey: 'k' });
  // @ts-expect-error the idempotency key joins the event
  void platform.runs.charge('r', { eventName: 'page' }, { idempotencyKey: 'k' });
  expectTypeOf<RunsChargeInputs>().toEqualTypeOf<{ eventName: string; count?: number | undefined; idempotencyKey?: string | undefined }>();
  void platform.tasks.updateInput('t', { input: { q: 2 } });
  void platform.tools.encodeAndSign({ value: { order: 7 } });
  void platform.tools.decodeAndVerify({ encoded: 'abc' });
  // @ts-expect-error the encoded text is a key of the inputs
  void platform.tools.decodeAndVerify('abc');
  void platform.logs.stream('r', { raw: true });
  // The stream flag is sent as true unless the inputs say otherwise.
  expectTypeOf<NonNullable<Parameters<typeof platform.logs.stream>[1]>['stream']>().toEqualTypeOf<boolean | undefined>();
});

test('standalone functions take the same shape', () => {
  expectTypeOf<FunctionArgs<typeof startActor>[0]>().toEqualTypeOf<string>();
  expectTypeOf<NonNullable<FunctionArgs<typeof startActor>[1]>>().toHaveProperty('memory');
  expectTypeOf<NonNullable<FunctionArgs<typeof startActor>[1]>['input']>().toEqualTypeOf<Record<string, unknown> | undefined>();
  expectTypeOf<[string]>().toExtend<FunctionArgs<typeof startActor>>();
  expectTypeOf<FunctionArgs<typeof encodeAndSign>[0]>().toEqualTypeOf<{ value: Record<string, unknown> }>();
  expectTypeOf<FunctionArgs<typeof encodeAndSign>[1]>().toEqualTypeOf<RequestOptions | undefined>();
});
