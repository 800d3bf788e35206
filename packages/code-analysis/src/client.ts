import type { ClientOptions } from '@typed-api/core';
import { CodeAnalysisResources } from './resources.js';
import { codeAnalysisWire } from './wire.js';

/** Options of {@link CodeAnalysisClient}. */
export interface CodeAnalysisClientOptions extends ClientOptions {
  /**
   * Account API token, sent in the `api-token` header. Optional: reading public repositories (tools,
   * analysis progress) and the version works without one. Ignored when `auth` is given.
   */
  apiToken?: string | undefined;
  /**
   * Repository API token (a project token, made with `repositories.createToken`), sent in the
   * `project-token` header: it opens the operations of that one repository (coverage reports, the
   * repository's reads and settings) without an account token. With both tokens, both headers are sent.
   * Ignored when `auth` is given.
   */
  projectToken?: string | undefined;
}

/**
 * Client of the code-analysis API v3: one property per resource namespace. `baseUrl` is the service
 * address without `/api/v3`, which the client adds.
 *
 * ```ts
 * const analysis = new CodeAnalysisClient({ baseUrl, apiToken });
 * for await (const repo of analysis.repositories.list('gh', 'acme')) console.log(repo.repository.name);
 * ```
 */
export class CodeAnalysisClient extends CodeAnalysisResources {
  /** Makes a client; `baseUrl` is required, a token only for what is not public. */
  constructor(options: CodeAnalysisClientOptions) {
    super(options, codeAnalysisWire);
  }
}
