import { describe, expect, test } from 'vitest';
import { ReflectionKind } from 'typedoc';
import { pick, spanName } from '../../scripts/typedoc-links.ts';

// Which code spans of the guides link to the reference: a name, or an owner and a name, with at most one call;
// never a chain of another client's calls, and never a name that could mean two pages.

const reflection = (name: string, kind: ReflectionKind, parent: string) => ({ name, parent: { name: parent }, kindOf: (k: ReflectionKind) => (kind & k) !== 0 });

describe('the site links code spans to the reference', () => {
  test('reads a name and its owner from a dotted path with at most one call', () => {
    expect(spanName('PlatformClient')).toEqual({ name: 'PlatformClient', owner: undefined });
    expect(spanName('new PlatformClient({ token })')).toEqual({ name: 'PlatformClient', owner: undefined });
    expect(spanName('platform.runs.waitForFinish(id, { timeoutMs })')).toEqual({ name: 'waitForFinish', owner: 'runs' });
    expect(spanName('isPlatformError(err, \'record-not-found\')')).toEqual({ name: 'isPlatformError', owner: undefined });
    expect(spanName('client.run(id).get()')).toBeUndefined();
    expect(spanName('a + b')).toBeUndefined();
    expect(spanName("'text'")).toBeUndefined();
  });

  test('links a bare name to the one top-level reflection of that name, and an owned name to its owner\'s member', () => {
    const runsWait = reflection('waitForFinish', ReflectionKind.Method, 'RunsResource');
    const buildsWait = reflection('waitForFinish', ReflectionKind.Method, 'BuildsResource');
    expect(pick([runsWait, buildsWait], 'runs')).toBe(runsWait);
    expect(pick([runsWait, buildsWait], undefined)).toBeUndefined();
    const client = reflection('PlatformClient', ReflectionKind.Class, '@typed-api/platform');
    expect(pick([client], undefined)).toBe(client);
    // A lone method is not linked by its bare name: `run` in a sentence is rarely that method.
    expect(pick([reflection('run', ReflectionKind.Method, 'FakeState')], undefined)).toBeUndefined();
  });

  test('an owner that is both a namespace and a module of functions means the namespace\'s method', () => {
    const method = reflection('start', ReflectionKind.Method, 'ActorsResource');
    const fn = reflection('start', ReflectionKind.Function, '@typed-api/platform/functions/actors');
    expect(pick([fn, method], 'actors')).toBe(method);
    expect(pick([fn], 'actors')).toBe(fn);
    expect(pick([method, reflection('start', ReflectionKind.Method, 'ActorsClient')], 'actors')).toBeUndefined();
    expect(pick(undefined, 'actors')).toBeUndefined();
  });
});
