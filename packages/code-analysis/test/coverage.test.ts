import { responseSchema } from '@typed-api/core/internal';
import { describe, expect, it } from 'vitest';
import { operations } from '../src/index.js';
import { createHandlers, createRoutes } from '../src/testing/handlers.js';
import type { FakeState } from '../src/testing/index.js';
import spec from './fixtures/spec-operations.json' with { type: 'json' };

/** Only found in the newer release of the description (see the fixture's `newerReleaseOperationIds`). */
const NEWER_ONLY = ['recoverRepository', 'addAutoconfig', 'getAutoconfigStatus'];

const byId = new Map(spec.operations.map((o) => [o.operationId, o]));
const newer = new Set(spec.newerReleaseOperationIds);
const specIds = operations.flatMap((op) => (op.specIds ?? []).map((id) => ({ op, id })));
/** Path templates compared without parameter names: `{provider}/{remoteOrganizationName}` equals `{provider}/{organization}`. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

describe('coverage of the public description', () => {
  it('gives every operation at least one spec id', () => {
    expect(operations.filter((op) => !op.specIds?.length).map((op) => op.id)).toEqual([]);
  });

  it('uses only spec ids that exist, with the same method and path', () => {
    for (const { op, id } of specIds) {
      const described = byId.get(id);
      if (!described) {
        expect(NEWER_ONLY, `${id} (${op.id}) is in neither list`).toContain(id);
        expect(newer.has(id), `${id} missing from the newer release list`).toBe(true);
        continue;
      }
      expect(`${op.method} ${shape(op.path)}`, `${op.id} vs ${id}`).toBe(`${described.method} ${shape(described.path)}`);
    }
  });

  it('covers the counted operations', () => {
    const ids = new Set(specIds.map((s) => s.id));
    const covered = [...ids].filter((id) => byId.has(id)).length;
    const coveredNewer = [...ids].filter((id) => newer.has(id)).length;
    console.log(
      `covered: ${String(covered)} of ${String(spec.operations.length)} operations of openapi.yaml; ` +
        `${String(coveredNewer)} of ${String(newer.size)} of the newer release (${NEWER_ONLY.join(', ')} only there)`,
    );
    expect(ids.size).toBe(specIds.length);
    expect(covered).toBeGreaterThanOrEqual(37);
    expect(coveredNewer).toBeGreaterThanOrEqual(40);
    expect(spec.operations.filter((o) => ids.has(o.operationId) && o.deprecated)).toEqual([]);
  });
});

describe('coverage of the response schemas', () => {
  it('gives every operation with a JSON answer a response reader', () => {
    expect(operations.filter((op) => (op.responseType ?? 'json') === 'json' && !op.response).map((op) => op.id)).toEqual([]);
  });

  it('reads an existing schema of the response module with every reader', async () => {
    const responses = await import('../src/responses/index.js');
    const unread = operations.filter((op) => op.response && responseSchema(op, responses) === undefined).map((op) => op.id);
    expect(unread).toEqual([]);
  });

  it('exports from the response module only schemas some operation reads', async () => {
    const responses: Record<string, unknown> = await import('../src/responses/index.js');
    const read = new Set(operations.map((op) => responseSchema(op, responses)));
    expect(Object.keys(responses).filter((name) => !read.has(responses[name] as never))).toEqual([]);
  });
});

describe('coverage of the fake', () => {
  const empty = (): FakeState => ({ version: '', organizations: new Map(), repositories: new Map() });

  it('answers every operation of the package through the core fake engine', () => {
    expect(createRoutes(empty(), 'https://code-analysis.test', 'test-token').missing).toEqual([]);
  });

  it('has no handler for an operation the package does not describe', () => {
    const ids = new Set(operations.map((op) => op.id));
    expect(Object.keys(createHandlers(empty(), 'test-token')).filter((id) => !ids.has(id))).toEqual([]);
  });
});
