import type { Enterprise, EnterpriseOrganization, EnterpriseSeat } from '../responses/enterprises.js';

/** One enterprise of the fake, with its organizations and seats. */
export interface FakeEnterprise {
  /** The enterprise as the API shows it. */
  enterprise: Enterprise;
  /** Its organizations. */
  organizations: EnterpriseOrganization[];
  /** Its seats. */
  seats: EnterpriseSeat[];
}

/** The enterprises the `enterprises` namespace reads, and the caller's enterprise tokens. */
export interface FakeEnterprisesState {
  /** Enterprises, keyed by `provider/name`. */
  enterprises: Map<string, FakeEnterprise>;
  /** Enterprise account tokens of the caller, by provider. */
  tokens: Map<string, string>;
  /** When the caller last cleaned the enterprise cache of a provider (ISO time), by provider. */
  cacheCleanedAt: Map<string, string>;
}

function seat(login: string, index: number, isActive: boolean): EnterpriseSeat {
  return {
    organizationsIds: index % 2 ? [1201] : [1201, 1202],
    emails: [`${login}@acme-corp.example.test`],
    lastAnalysis: isActive ? `2024-06-0${String(index + 1)}T10:00:00Z` : undefined,
    createdAt: '2023-09-01T12:00:00Z',
    lastCommitId: isActive ? 880000 + index : undefined,
    providerId: String(4100 + index),
    providerLogin: login,
    isActive,
  };
}

/** The enterprises the fake starts with: `gh/acme-corp` (the caller is an admin; two organizations, three seats) and `gh/globex` (a member). */
export function seedEnterprises(): FakeEnterprisesState {
  const entity = (name: string, displayName: string, userRole: string): Enterprise => ({
    name,
    displayName,
    userRole,
    url: `https://github.com/enterprises/${name}`,
    avatarUrl: `https://avatars.example.test/e/${name}.png`,
    provider: 'gh',
  });
  const org = (id: number, name: string, displayName: string): EnterpriseOrganization => ({
    id,
    remoteId: String(91000 + id),
    name,
    displayName,
    userRole: 'admin',
    url: `https://github.com/${name}`,
    avatar: `https://avatars.example.test/o/${name}.png`,
  });
  return {
    enterprises: new Map([
      [
        'gh/acme-corp',
        {
          enterprise: entity('acme-corp', 'ACME Corporation', 'admin'),
          organizations: [org(1201, 'acme', 'ACME'), org(1202, 'acme-labs', 'ACME Labs')],
          seats: [seat('ada', 0, true), seat('grace', 1, true), seat('linus', 2, false)],
        },
      ],
      ['gh/globex', { enterprise: entity('globex', 'Globex', 'member'), organizations: [], seats: [] }],
    ]),
    tokens: new Map([['ghe', 'ghp_seededEnterpriseToken']]),
    cacheCleanedAt: new Map(),
  };
}
