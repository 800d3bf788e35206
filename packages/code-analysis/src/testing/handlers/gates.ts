// Hand-written: a gate policy's counts, the one default of an organization, its refusals (a name taken, the gates
// of a read-only policy) and a repository following one policy at most: every operation of gates has such a rule.
import { fail, type FakeHandlers, type FakeRequest, definedOf } from '@typed-api/core/testing';
import type * as ops from '../../operations/gates.js';
import { knownOrg, linkedRepositories, type FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { GatePolicy } from '../../responses/gates.js';
import type { FakeGatePolicy } from '../gates-state.js';
import { repoKey } from '../state.js';

/** The fake's `gates` namespace: an organization's gate policies, their quality gates, default and repositories. */
export function gatesHandlers({ state }: FakeContext): FakeHandlers<typeof ops> {
  const gates = () => state.gates;
  const orgOf = (call: FakeRequest): string => knownOrg(state, call);
  const ofOrg = (org: string) => [...gates().policies.values()].filter((p) => p.organization === org);
  const policyOf = (call: FakeRequest): FakeGatePolicy => {
    const org = orgOf(call);
    const policy = gates().policies.get(Number(call.params.gatePolicyId));
    if (policy?.organization !== org) fail(404, 'Gate policy not found');
    return policy;
  };
  const summary = ({ id, name, isDefault, readOnly, settings, repositories }: FakeGatePolicy) => {
    const meta = { nrOfQualityGates: Object.values(settings).filter((v) => v !== undefined).length, linkedRepositoriesCount: repositories.length };
    return { id, name, isDefault, readOnly, meta };
  };
  const show = (p: FakeGatePolicy): GatePolicy => ({ ...summary(p), settings: p.settings });
  const makeDefault = (policy: FakeGatePolicy | undefined, org: string) => {
    for (const other of ofOrg(org)) other.isDefault = other === policy;
  };
  const nameFree = (org: string, name: string, policy?: FakeGatePolicy) => {
    if (ofOrg(org).some((p) => p !== policy && p.name === name)) fail(409, `A gate policy named ${name} already exists`);
  };

  return {
    'gates.list': (call) => listBody(state, call, ofOrg(orgOf(call)).map(summary)),
    'gates.get': (call) => show(policyOf(call)),
    'gates.create': (call) => {
      const org = orgOf(call);
      const { gatePolicyName: name, settings = {}, isDefault } = call.inputs;
      nameFree(org, name);
      const policy: FakeGatePolicy = { id: gates().nextId++, organization: org, name, isDefault: false, readOnly: false, settings, repositories: [] };
      gates().policies.set(policy.id, policy);
      if (isDefault === true) makeDefault(policy, org);
      return show(policy);
    },
    'gates.update': (call) => {
      const policy = policyOf(call);
      const { gatePolicyName: name, settings, isDefault } = call.inputs;
      if (name !== undefined) nameFree(policy.organization, name, policy);
      if (settings !== undefined && policy.readOnly) fail(409, 'The quality gates of a read-only gate policy cannot change');
      Object.assign(policy, definedOf({ name, settings }));
      if (isDefault === true) makeDefault(policy, policy.organization);
      if (isDefault === false) policy.isDefault = false;
      return show(policy);
    },
    'gates.delete': (call) => {
      gates().policies.delete(policyOf(call).id);
      return undefined;
    },
    'gates.setDefault': (call) => {
      const policy = policyOf(call);
      makeDefault(policy, policy.organization);
      return undefined;
    },
    'gates.setBuiltInDefault': (call) => {
      makeDefault(undefined, orgOf(call));
      return undefined;
    },
    'gates.listRepositories': (call) => {
      const policy = policyOf(call);
      return listBody(state, call, linkedRepositories(state, policy.organization, policy.repositories));
    },
    'gates.applyToRepositories': (call) => {
      const policy = policyOf(call);
      const { link, unlink } = call.inputs;
      const [provider = '', organization = ''] = policy.organization.split('/');
      for (const name of [...link, ...unlink]) {
        if (!state.repositories.has(repoKey(provider, organization, name))) fail(404, `Repository ${name} not found`);
      }
      // A repository follows one gate policy at most: linking it here takes it from any other.
      for (const other of ofOrg(policy.organization)) other.repositories = other.repositories.filter((r) => !link.includes(r));
      policy.repositories = [...policy.repositories.filter((r) => !unlink.includes(r)), ...link];
      return undefined;
    },
  };
}
