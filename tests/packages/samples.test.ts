// Every operation of every package can be answered by a fake before its behaviour is written: the fakes' `unhandled`
// answers an operation without a handler of its own with a sample of its response schema (`sampleAnswers`), and this
// checks that each such sample is data the schema accepts.
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import type { Operation } from '../../packages/core/src/internal.js';
import { sampleAnswers, type FakeRequest } from '../../packages/core/src/testing/index.js';

const PACKAGES = ['platform', 'hosting', 'calendar', 'code-analysis'] as const;

describe.each(PACKAGES)('the samples of %s', (pkg) => {
  test('every operation with a response schema is answered with data the schema accepts; the others with no body, text or bytes', async () => {
    const { operations } = (await import(`../../packages/${pkg}/src/operations/index.ts`)) as { operations: readonly Operation[] };
    const responses = (await import(`../../packages/${pkg}/src/responses/index.ts`)) as Record<string, unknown>;
    const answer = sampleAnswers(responses);
    const refused: string[] = [];
    let sampled = 0;
    for (const op of operations) {
      const value = await answer(op)({} as FakeRequest);
      const schema = op.responseType === undefined || op.responseType === 'json' ? (op.response?.(responses) as z.ZodMiniType | undefined) : undefined;
      if (schema === undefined) {
        expect(value === undefined || value === '' || value instanceof Response, op.id).toBe(true);
        continue;
      }
      sampled++;
      if (!z.safeParse(schema, value).success) refused.push(op.id);
    }
    expect(refused).toEqual([]);
    expect(sampled).toBeGreaterThan(operations.length / 2);
  });
});
