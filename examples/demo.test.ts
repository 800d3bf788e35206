import { expect, test } from 'vitest';
import { runDemo, scenarios } from './run-demo.ts';

test('every example succeeds against the fakes over real HTTP', async () => {
  const lines: string[] = [];
  const result = await runDemo((line) => lines.push(line));
  expect(result.failed).toEqual([]);
  expect(result.passed).toHaveLength(scenarios.length);
  const account = lines.join('\n');
  expect(account).toMatch(/Fakes listening on http:\/\/127\.0\.0\.1:\d+/);
  // The injected rate limits were met and absorbed by the backoff.
  expect(account).toMatch(/429 on GET .*retrying in \d+ms \(1\/4\)/);
  expect(account).toMatch(/walked 120 notes in 5 pages/);
});
