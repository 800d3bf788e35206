import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/gates.js';
import type { FakeContext } from '../context.js';
import { listBody } from '../paging.js';
import type { GatePolicy, GatePolicySettings } from '../../responses/gates.js';
import type { FakeGatePolicy } from '../gates-state.js';
import { orgKey, repoKey } from '../state.js';

/** The fake's `gates` namespace: an organization's gate policies, their quality gates, default and repositories. */
export function gatesHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  const gates = () => state.gates;

  const orgOf = (call: FakeRequest): string => {
    const key = orgKey(call.params.provider ?? '', call.params.organization ?? '');
    if (!state.organizations.has(key)) fail(404, 'Organization not found');
    return key;
  };
  const ofOrg = (org: string) => [...gates().policies.values()].filter((p) => p.organization === org);
  const policyOf = (call: FakeRequest): FakeGatePolicy => {
    const org = orgOf(call);
    const policy = gates().policies.get(Number(call.params.gatePolicyId));
    if (policy?.organization !== org) fail(404, 'Gate policy not found');
    return policy;
  };
  const summary = (p: FakeGatePolicy) => ({
    id: p.id,
    name: p.name,
    isDefault: p.isDefault,
    readOnly: p.readOnly,
    meta: { nrOfQualityGates: Object.values(p.settings).filter((v) => v !== undefined).length, linkedRepositoriesCount: p.repositories.length },
  });
  const show = (p: FakeGatePolicy): GatePolicy => ({ ...summary(p), settings: p.settings });
  const makeDefault = (policy: FakeGatePolicy | undefined, org: string) => {
    for (const other of ofOrg(org)) other.isDefault = other === policy;
  };
  const settingsOf = (value: unknown): GatePolicySettings => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(400, 'settings must be an object');
    const settings = value as GatePolicySettings;
    const threshold = settings.issueThreshold?.threshold;
    if (threshold !== undefined && threshold < 0) fail(400, 'issueThreshold.threshold cannot be negative');
    const diff = settings.diffCoverageThreshold;
    if (diff !== undefined && (diff < 0 || diff > 100)) fail(400, 'diffCoverageThreshold must be between 0 and 100');
    return settings;
  };
  const names = (value: unknown, name: string): string[] => {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) fail(400, `${name} must be a list of repository names`);
    return value;
  };

  return {
    'gates.list': (call) => listBody(state, call, ofOrg(orgOf(call)).map(summary)),
    'gates.get': (call) => show(policyOf(call)),
    'gates.create': (call) => {
      const org = orgOf(call);
      const request = call.inputs;
      const name = request.gatePolicyName;
      if (typeof name !== 'string' || name === '') fail(400, 'gatePolicyName is required');
      if (ofOrg(org).some((p) => p.name === name)) fail(409, `A gate policy named ${name} already exists`);
      const policy: FakeGatePolicy = {
        id: gates().nextId++,
        organization: org,
        name,
        isDefault: false,
        readOnly: false,
        settings: request.settings === undefined ? {} : settingsOf(request.settings),
        repositories: [],
      };
      gates().policies.set(policy.id, policy);
      if (request.isDefault === true) makeDefault(policy, org);
      return show(policy);
    },
    'gates.update': (call) => {
      const policy = policyOf(call);
      const request = call.inputs;
      const name = request.gatePolicyName;
      if (name !== undefined) {
        if (typeof name !== 'string' || name === '') fail(400, 'gatePolicyName must be a name');
        if (ofOrg(policy.organization).some((p) => p !== policy && p.name === name)) fail(409, `A gate policy named ${name} already exists`);
      }
      if (request.settings !== undefined && policy.readOnly) fail(409, 'The quality gates of a read-only gate policy cannot change');
      const settings = request.settings === undefined ? policy.settings : settingsOf(request.settings);
      if (typeof name === 'string') policy.name = name;
      policy.settings = settings;
      if (request.isDefault === true) makeDefault(policy, policy.organization);
      if (request.isDefault === false) policy.isDefault = false;
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
      const [provider = '', organization = ''] = policy.organization.split('/');
      return listBody(
        state,
        call,
        policy.repositories.flatMap((name) => {
          const repo = state.repositories.get(repoKey(provider, organization, name));
          return repo ? [{ repositoryId: repo.repositoryId, name }] : [];
        }),
      );
    },
    'gates.applyToRepositories': (call) => {
      const policy = policyOf(call);
      const request = call.inputs;
      const link = names(request.link, 'link');
      const unlink = names(request.unlink, 'unlink');
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
