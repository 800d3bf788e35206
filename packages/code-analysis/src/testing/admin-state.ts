import type { AdminEntity } from '../responses/admin.js';

/** An entity of the fake's admin area, with the records of its resources. */
export interface FakeAdminEntity extends AdminEntity {
  /** Records of each resource slug (`availableResources`). */
  resources: Record<string, { details: Record<string, unknown>; entityIdentification: Record<string, unknown> }[]>;
}

/** A pen test report uploaded to the fake. */
export interface FakePenTestReport {
  /** Git provider of the organization. */
  provider: string;
  /** The organization's name. */
  organizationName: string;
  /** The CSV as received. */
  csv: string;
}

/** What the `admin` namespace reads and changes. */
export interface FakeAdminState {
  /** Entities of the admin area (users, organizations), in order. */
  entities: FakeAdminEntity[];
  /** Pen test reports uploaded, oldest first. */
  penTestReports: FakePenTestReport[];
  /** Licenses generated, oldest first: what was asked and the key handed out. */
  licenses: { email: string; numberOfSeats: number; expirationDate: string; key: string }[];
}

function user(id: number, name: string, email: string, lastLogin: string): FakeAdminEntity {
  return {
    id,
    groupSlug: 'users',
    displayName: name,
    details: { email, lastLogin, isActive: true },
    relatedEntities: [{ groupSlug: 'organizations', identifier: '1201', displayName: 'acme' }],
    availableResources: ['organizations', 'tokens'],
    resources: {
      organizations: [
        { details: { name: 'acme', provider: 'gh', role: 'admin' }, entityIdentification: { groupSlug: 'organizations', identifier: '1201' } },
        { details: { name: 'acme-labs', provider: 'gh', role: 'member' }, entityIdentification: { groupSlug: 'organizations', identifier: '1202' } },
      ],
      tokens: [{ details: { id: id * 10, createdAt: '2024-01-10T09:00:00Z' }, entityIdentification: { groupSlug: 'tokens', identifier: String(id * 10) } }],
    },
  };
}

/** The admin area the fake starts with: three users and one organization. */
export function seedAdmin(): FakeAdminState {
  return {
    entities: [
      user(7001, 'Ada Lovelace', 'ada@example.test', '2024-06-01T08:00:00Z'),
      user(7002, 'Grace Hopper', 'grace@example.test', '2024-05-20T14:30:00Z'),
      user(7003, 'Dormant Dan', 'dan@example.test', '2021-02-03T10:00:00Z'),
      {
        id: 1201,
        groupSlug: 'organizations',
        displayName: 'acme',
        details: { provider: 'gh', plan: 'Business', seats: 3 },
        relatedEntities: [{ groupSlug: 'users', identifier: '7001', displayName: 'Ada Lovelace' }],
        availableResources: ['members'],
        resources: { members: [{ details: { name: 'Ada Lovelace', role: 'admin' }, entityIdentification: { groupSlug: 'users', identifier: '7001' } }] },
      },
    ],
    penTestReports: [],
    licenses: [],
  };
}
