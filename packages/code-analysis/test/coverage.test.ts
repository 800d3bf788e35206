import { describe, expect, it } from 'vitest';
import { operations } from '../src/operations/index.js';
import spec from './fixtures/spec-operations.json' with { type: 'json' };

/** Only found in the newer release of the description (see the fixture's `newerReleaseOperationIds`). */
// The checks every package shares (the fake's coverage, the response readers, the call shape of every
// method) are in tests/packages/operations.test.ts; these follow the two releases of this API's description.

const byId = new Map(spec.operations.map((o) => [o.operationId, o]));
/**
 * The fixture writes product names neutrally (scripts/extract-spec-operations.mjs): the service's name as
 * `Service`, the third-party integrations as `IntegrationA` (jira) and `IntegrationB` (slack). Our spec ids
 * use the fixture's word for the service (its name stays out of the project's identifiers) and the
 * integrations' own names; a path keeps the name the API puts on the wire, so in a described path `Service`
 * stands for any word.
 */
const INTEGRATIONS: readonly (readonly [RegExp, string])[] = [
  [/jira/gi, 'IntegrationA'],
  [/slack/gi, 'IntegrationB'],
];
const neutral = (text: string) =>
  INTEGRATIONS.reduce((out, [name, word]) => out.replace(name, (found) => (found.startsWith(found.charAt(0).toLowerCase()) ? word.toLowerCase() : word)), text);
/** Path templates compared without parameter names: `{provider}/{remoteOrganizationName}` equals `{provider}/{organization}`. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
/** True when our path is the described one, parameter names, integration names and the service's name aside. */
const samePath = (ours: string, described: string) =>
  new RegExp(`^${shape(described).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/Service|service/g, '\\w+')}$`).test(shape(neutral(ours)));
const specIds = operations.flatMap((op) => (op.specIds ?? []).map((id) => ({ op, id: neutral(id) })));
/** The newer release's operations whose method and path are known (operations-newer.json), deprecated ones apart. */
const newerOperations = new Map(spec.newerReleaseOperations.map((o) => [o.operationId, o]));
const current = spec.newerReleaseOperations.filter((o) => !o.deprecated);

describe('coverage of the public description', () => {
  it('gives every operation at least one spec id', () => {
    expect(operations.filter((op) => !op.specIds?.length).map((op) => op.id)).toEqual([]);
  });

  it('uses only spec ids that exist, with the same method and path', () => {
    for (const { op, id } of specIds) {
      const described = byId.get(id) ?? newerOperations.get(id);
      expect(described, `${id} (${op.id}) is in neither release`).toBeDefined();
      if (!described) continue;
      expect(op.method, `${op.id} vs ${id}`).toBe(described.method);
      expect(samePath(op.path, described.path), `${op.id}: ${op.path} vs ${described.path}`).toBe(true);
    }
  });

  it('covers every operation of the newer release whose method and path are known, and no deprecated one', () => {
    const ids = new Set(specIds.map((s) => s.id));
    expect(ids.size, 'one operation per spec id').toBe(specIds.length);
    const missing = current.filter((o) => !ids.has(o.operationId)).map((o) => o.operationId);
    console.log(`covered: ${String(current.length - missing.length)} of the ${String(current.length)} current operations of the newer release`);
    expect(missing).toEqual([]);
    expect(spec.newerReleaseOperations.filter((o) => o.deprecated && ids.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
    expect(spec.operations.filter((o) => o.deprecated && ids.has(o.operationId)).map((o) => o.operationId)).toEqual([]);
  });
});
