import { expect, test } from 'vitest';
import * as z from 'zod/mini';
import { HttpClient, untypedField } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/describe';
import { json, scriptedFetch } from './helpers.js';

const getThing = defineOperation({ id: 'things.get', method: 'GET', path: '/things', response: () => z.looseObject({ id: z.string() }) });

test('a field the answer type does not name reaches the caller, read as unknown', async () => {
  const client = new HttpClient({ baseUrl: 'https://api.test', fetch: scriptedFetch(json({ id: 'a', addedLater: 3 })) });
  const thing = await client.call(getThing, {});
  // @ts-expect-error the type lists the known fields only: a misspelt or newer field does not compile
  expect(thing.addedLater).toBe(3);
  expect(untypedField(thing, 'addedLater')).toBe(3);
  expect(untypedField(thing, 'missing')).toBeUndefined();
  // Only the answer's own fields: nothing of its prototype.
  expect(untypedField(thing, 'toString')).toBeUndefined();
});
