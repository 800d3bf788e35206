import { expect, test } from 'vitest';
import { isPlatformError, ValidationError, type PlatformClient } from '../src/index.js';
import { start } from '../src/functions/actors.js';
import * as actorsPlans from '../src/plans/actors.js';
import type { Operation } from '@typed-api/core/internal';
import { useFake } from './setup.js';

const { fake, client, wire } = useFake();

/** The `INPUT` record of a run's default store, as the fake keeps it: its bytes as text, and its content type. */
function storedInput(run: { defaultKeyValueStoreId: string }): { text: string; contentType: string } | undefined {
  const record = fake.state.stores.get(run.defaultKeyValueStoreId)?.records.get('INPUT');
  return record && { text: new TextDecoder().decode(record.value), contentType: record.contentType };
}

async function actor(p: PlatformClient): Promise<string> {
  return (await p.actors.create({ name: 'echo' })).id;
}

test('actors.start sends text with its content type as it is, and the run keeps it as its input', async () => {
  const p = client();
  const run = await p.actors.start(await actor(p), { input: 'a=b&c=d', contentType: 'application/x-www-form-urlencoded', memory: 1024 });
  const sent = (await wire()).at(-1);
  expect(sent?.body).toBe('a=b&c=d');
  expect(sent?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  expect(sent?.query).toEqual({ memory: '1024' });
  expect(storedInput(run)).toEqual({ text: 'a=b&c=d', contentType: 'application/x-www-form-urlencoded' });
  const record = await p.keyValueStores.getRecord(run.defaultKeyValueStoreId, 'INPUT');
  expect(record.contentType).toBe('application/x-www-form-urlencoded');
});

test('an object input still goes as JSON, stored as JSON', async () => {
  const p = client();
  const run = await p.actors.start(await actor(p), { input: { q: 'shoes' } });
  const sent = (await wire()).at(-1);
  expect(sent?.body).toBe('{"q":"shoes"}');
  expect(sent?.headers.get('content-type')).toBe('application/json');
  expect(storedInput(run)).toEqual({ text: '{"q":"shoes"}', contentType: 'application/json' });
  // No input sends no body, and the run's input is an empty object.
  const bare = await p.actors.start(run.actId);
  expect((await wire()).at(-1)?.body).toBe('');
  expect(storedInput(bare)).toEqual({ text: '{}', contentType: 'application/json' });
});

test('text or bytes without a content type, an object with a type that is not JSON, and a content type alone are refused before sending', async () => {
  const p = client();
  const id = await actor(p);
  const before = (await wire()).length;
  const refusals: [Promise<unknown>, (string | number)[], RegExp][] = [
    [p.actors.start(id, { input: 'a=b' }), ['inputs', 'contentType'], /^is required with an input of text: name its content type \(\{ input: "a=b", contentType: 'text\/plain' \}\); an object goes as JSON without it/],
    [p.actors.start(id, { input: new Uint8Array([1, 2]) }), ['inputs', 'contentType'], /^is required with an input of bytes/],
    [p.actors.start(id, { input: { a: 1 }, contentType: 'text/plain' }), ['inputs', 'contentType'], /^is "text\/plain", but an object input goes as JSON/],
    [p.actors.start(id, { contentType: 'text/plain' }), ['inputs', 'contentType'], /^is the content type of `input`, which is missing/],
    [p.actors.start(id, { input: [1] as never }), ['inputs', 'input'], /^must be an object \(sent as JSON\), or text or bytes with a contentType \(got an array\)$/],
    [p.actors.call(id, { input: 'x' }), ['inputs', 'contentType'], /^is required/],
    [p.tasks.start('t', { input: 'x' }), ['inputs', 'contentType'], /^is required/],
    [p.runs.metamorph('r', { targetActorId: id, input: 'x' }), ['inputs', 'contentType'], /^is required/],
    [p.actors.lastRun(id).metamorph({ targetActorId: id, input: 'x' }), ['inputs', 'contentType'], /^is required/],
    // An object with a JSON content type is encoded by the helper: what JSON cannot carry is refused there too.
    [p.actors.start(id, { input: { parse: () => 1 }, contentType: 'application/json; charset=utf-8' }), ['body', 'input', 'parse'], /^is a function, which JSON cannot carry/],
  ];
  for (const [call, path, message] of refusals) {
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues[0]?.path).toEqual(path);
    expect((error as ValidationError).issues[0]?.message).toMatch(message);
  }
  expect(await wire()).toHaveLength(before);
});

test('a Blob brings its own type; JSON text goes as it is with a JSON content type', async () => {
  const p = client();
  const id = await actor(p);
  const run = await p.actors.start(id, { input: new Blob(['<a/>'], { type: 'application/xml' }) });
  expect(storedInput(run)).toEqual({ text: '<a/>', contentType: 'application/xml' });
  const json = await p.actors.start(id, { input: '{"x":1}', contentType: 'application/json' });
  expect(storedInput(json)).toEqual({ text: '{"x":1}', contentType: 'application/json' });
});

test('tasks.start: bytes take the place of the saved input; a JSON input is laid over it', async () => {
  const p = client();
  const task = await p.tasks.create({ actId: await actor(p), name: 'daily', input: { a: 1, b: 2 } });
  const bytes = await p.tasks.start(task.id, { input: new Uint8Array([104, 105]), contentType: 'application/octet-stream' });
  expect(storedInput(bytes)).toEqual({ text: 'hi', contentType: 'application/octet-stream' });
  const merged = await p.tasks.start(task.id, { input: { b: 3 } });
  expect(JSON.parse(storedInput(merged)?.text ?? '')).toEqual({ a: 1, b: 3 });
});

test('runs.metamorph and the last run\'s metamorph send text with its type; actors.call too', async () => {
  fake.state.settings.jobDurationSecs = 600;
  const p = client();
  const id = await actor(p);
  const run = await p.actors.start(id);
  await p.runs.metamorph(run.id, { targetActorId: id, input: 'step two', contentType: 'text/plain; charset=utf-8' });
  expect(storedInput(run)).toEqual({ text: 'step two', contentType: 'text/plain; charset=utf-8' });
  await p.actors.lastRun(id).metamorph({ targetActorId: id, input: 'step three', contentType: 'text/plain' });
  expect(storedInput(run)).toEqual({ text: 'step three', contentType: 'text/plain' });
  fake.state.settings.jobDurationSecs = 1;
  const called = await p.actors.call(id, { input: 'k=v', contentType: 'application/x-www-form-urlencoded' });
  expect(called.status).toBe('SUCCEEDED');
  expect(storedInput(called)).toEqual({ text: 'k=v', contentType: 'application/x-www-form-urlencoded' });
});

test('the fake refuses a JSON input that is not an object, or not JSON, as the API does', async () => {
  const p = client();
  const id = await actor(p);
  const notObject = await p.actors.start(id, { input: '[1]', contentType: 'application/json' }).catch((e: unknown) => e);
  expect(isPlatformError(notObject, 'input-json-not-object')).toBe(true);
  const notJson = await p.actors.start(id, { input: '{', contentType: 'application/json' }).catch((e: unknown) => e);
  expect(isPlatformError(notJson, 'run-input-body-not-valid-json')).toBe(true);
});

test('the input\'s fields where the inputs object goes are pointed under `input`; a misspelt option is named as one', async () => {
  const p = client();
  const hint = await p.actors.start('a', { startUrls: [] } as never).catch((e: unknown) => e);
  expect((hint as ValidationError).issues[0]?.message).toBe('`startUrls` is not an input of actors.start; the body goes under `input`: { input: { startUrls } }');
  const typo = await p.actors.start('a', { memroy: 1 } as never).catch((e: unknown) => e);
  expect((typo as ValidationError).issues[0]?.message).toMatch(/memroy.*did you mean `memory`/);
});

test('the standalone function sends an object as JSON, as the operation describes it', async () => {
  const p = client();
  const run = await start(p.http, await actor(p), { input: { a: 1 } });
  expect((await wire()).at(-1)?.headers.get('content-type')).toBe('application/json');
  expect(storedInput(run)).toEqual({ text: '{"a":1}', contentType: 'application/json' });
  // An object with a JSON content type of the caller's goes as JSON text with that type.
  const typed = await p.actors.start(run.actId, { input: { a: 2 }, contentType: 'application/json; charset=utf-8' });
  expect(storedInput(typed)).toEqual({ text: '{"a":2}', contentType: 'application/json; charset=utf-8' });
  expect((actorsPlans.start as Operation).bodyType).toBeUndefined();
});

test('with validateInputs, text with its type goes too, and the run options are still checked by the schemas', async () => {
  const p = client({ validateInputs: true });
  const id = await actor(p);
  const run = await p.actors.start(id, { input: 'a=b', contentType: 'text/plain', memory: 1024 });
  expect(storedInput(run)).toEqual({ text: 'a=b', contentType: 'text/plain' });
  await expect(p.actors.start(id, { input: 'a=b', contentType: 'text/plain', memory: -1 })).rejects.toBeInstanceOf(ValidationError);
});
