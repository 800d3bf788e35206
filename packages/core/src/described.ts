import type { HttpClientConfig } from './config.js';
import type { Operation } from './operation.js';
import { standsForDescription } from './schema-loader.js';

/** The descriptions of each package by id, once loaded, by the dialect's loader. */
const loaded = new WeakMap<object, Promise<ReadonlyMap<string, Operation>>>();

/**
 * The description behind an operation, schemas included: a plan's is looked up by id among the package's
 * descriptions (loaded once, on first use); any other operation, or a plan whose id no description has, is
 * its own. Only the zod checks ask for it (`@typed-api/core/checks`), so no bundle that validates nothing
 * holds it.
 */
export async function describedOf(op: Operation, load: HttpClientConfig['descriptions']): Promise<Operation> {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a plan that stands for a description has a loader; the check is for the type checker
  if (!load || !standsForDescription(op, load)) return op;
  let byId = loaded.get(load);
  if (!byId) {
    byId = load().then(({ operations }) => new Map(operations.map((described) => [described.id, described])));
    loaded.set(load, byId);
  }
  return (await byId).get(op.id) ?? op;
}
