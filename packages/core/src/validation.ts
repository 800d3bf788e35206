import { safeParse } from 'zod/v4/core';
import type { HttpClientConfig } from './config.js';
import { describedOf } from './described.js';
import { ResponseValidationError, type ValidationIssue } from './errors.js';
import type { LevelledLogger } from './logger.js';
import { responseSchema, type AnySchema, type Operation } from './operation.js';
import type { Redactor } from './redact.js';
import { toValidationIssues } from './zod-issues.js';

/**
 * Checks answers against the response schemas as `validateResponses` asks: `'strict'` (or true) throws on a
 * mismatch; `'report'` returns the data as received and tells `onValidationIssue`, or logs each operation and
 * field once. The schemas sit in the package's response-schema module, imported on first use. It comes with
 * the zod checks (`@typed-api/core/checks`): a client makes its validator when it first needs one.
 */
export class ResponseValidator {
  readonly #config: Pick<HttpClientConfig, 'validateResponses' | 'onValidationIssue' | 'responses' | 'descriptions'>;
  readonly #logger: LevelledLogger;
  readonly #redactor: Redactor;
  #responses: Promise<unknown> | undefined;
  /** Operation and field pairs already logged in report mode: each is logged once. */
  readonly #reported = new Set<string>();

  constructor(config: Pick<HttpClientConfig, 'validateResponses' | 'onValidationIssue' | 'responses' | 'descriptions'>, logger: LevelledLogger, redactor: Redactor) {
    this.#config = config;
    this.#logger = logger;
    this.#redactor = redactor;
  }

  /** The response schema an operation names, from the package's response-schema module (imported once, on first use). */
  async schemaOf(op: Operation): Promise<AnySchema | undefined> {
    // A plan names its response in its description, loaded first.
    const described = await describedOf(op, this.#config.descriptions);
    // An operation that names no response has no schema in the module either: it spares loading the module.
    if (!described.response) return undefined;
    const load = this.#config.responses;
    return responseSchema(described, load ? await (this.#responses ??= load()) : undefined);
  }

  /** True when the operation's answer may be empty: it names no response, or its schema takes nothing. */
  async acceptsNothing(op: Operation): Promise<boolean> {
    const schema = await this.schemaOf(op);
    return !schema || safeParse(schema, undefined).success;
  }

  /** The data checked against the operation's schema: as the schema gives it back, or as received in report mode. */
  async check(op: Operation, data: unknown, where: () => string): Promise<unknown> {
    const schema = await this.schemaOf(op);
    // Stryker disable next-line ConditionalExpression: the client only asks for an operation that names a response; this check keeps the types and the method safe alone
    if (!schema) return data;
    if ((op.responseType ?? 'json') !== 'json') return data;
    const result = safeParse(schema, data);
    if (result.success) return result.data;
    const issues = toValidationIssues(result.error.issues);
    if (this.#config.validateResponses !== 'report') throw new ResponseValidationError(where(), issues, this.#redactor.value(data));
    this.#report(op, where(), issues);
    return data;
  }

  /** Tells `onValidationIssue` of a mismatch, or logs each of its fields once. */
  #report(op: Operation, request: string, issues: ValidationIssue[]): void {
    if (this.#config.onValidationIssue) {
      this.#config.onValidationIssue({ operation: op.id, request, issues });
      return;
    }
    for (const issue of issues) {
      const key = JSON.stringify([op.id, ...issue.path]);
      // The cap bounds the memory of what was reported.
      if (this.#reported.has(key) || this.#reported.size > 1000) continue;
      this.#reported.add(key);
      this.#logger.warn(`${op.id}: the response does not match its schema at ${issue.path.join('.') || '(body)'}: ${issue.message} (reported once; the data is returned as received)`);
    }
  }
}
