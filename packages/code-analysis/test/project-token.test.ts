import { AuthenticationError } from '@typed-api/core';
import { describe, expect, it } from 'vitest';
import { CodeAnalysisClient } from '../src/index.js';
import { BASE_URL, useFake } from './helpers.js';

const { client, requests } = useFake();
const api = ['gh', 'acme', 'api'] as const;

describe('a repository (project) token', () => {
  it('is sent in the project-token header, and opens the operations of its repository', async () => {
    const { token } = await client().repositories.createToken(...api);
    await requests();
    const project = new CodeAnalysisClient({ baseUrl: BASE_URL, projectToken: token, maxRetries: 0 });
    // `api` is private: without a credential its tools are refused, with its project token they are read.
    await expect(client({ apiToken: undefined }).tools.list(...api)).rejects.toBeInstanceOf(AuthenticationError);
    await requests();
    await expect(project.tools.list(...api)).resolves.not.toHaveLength(0);
    const sent = (await requests()).at(-1);
    expect(sent?.headers.get('project-token')).toBe(token);
    expect(sent?.headers.get('api-token')).toBeNull();
  });

  it("does not open another repository's operations", async () => {
    const { token } = await client().repositories.createToken(...api);
    const project = new CodeAnalysisClient({ baseUrl: BASE_URL, projectToken: token, maxRetries: 0 });
    await expect(project.tools.list('gh', 'acme', 'stuck')).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('is kept out of error messages', async () => {
    const project = new CodeAnalysisClient({ baseUrl: BASE_URL, projectToken: 'rt-not-a-real-token', maxRetries: 0 });
    const error: unknown = await project.tools.list(...api).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(JSON.stringify(error)).not.toContain('rt-not-a-real-token');
    expect(String(error)).not.toContain('rt-not-a-real-token');
  });
});
