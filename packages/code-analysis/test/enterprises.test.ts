import { describe, expect, it } from 'vitest';
import { isCodeAnalysisError, NotFoundError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acmeCorp = ['gh', 'acme-corp'] as const;

describe('enterprises: tokens', () => {
  it('lists an added token, refuses a second one (409), and a deleted one is gone (404 after)', async () => {
    const c = client({ validateResponses: true });
    await c.enterprises.addToken({ provider: 'gle', token: 'glpat-abc' });
    expect(await c.enterprises.listTokens()).toEqual([{ provider: 'ghe' }, { provider: 'gle' }]);
    expect(isCodeAnalysisError(await rejection(c.enterprises.addToken({ provider: 'gle', token: 'again' })), 'Conflict')).toBe(true);
    await c.enterprises.deleteToken('gle');
    expect(await c.enterprises.listTokens()).toEqual([{ provider: 'ghe' }]);
    expect(await rejection(c.enterprises.deleteToken('gle'))).toBeInstanceOf(NotFoundError);
  });
});

describe('enterprises: lists', () => {
  it('walks the seats one per page with for await', async () => {
    const logins: (string | undefined)[] = [];
    fake.state.maxPageSize = 1;
    for await (const seat of client({ validateResponses: true }).enterprises.listSeats(...acmeCorp)) logins.push(seat.providerLogin);
    expect(logins).toEqual(['ada', 'grace', 'linus']);
    expect((await requests()).map((r) => r.query.cursor === undefined)).toEqual([true, false, false]);
  });

  it('encodes bb cursors before sending them back', async () => {
    fake.state.enterprises.enterprises.set('bb/initech', {
      enterprise: { name: 'initech', displayName: 'Initech', userRole: 'admin', url: 'https://bitbucket.org/initech', avatarUrl: 'https://avatars.example.test/e/initech.png', provider: 'bb' },
      organizations: [],
      seats: [],
    });
    fake.state.enterprises.enterprises.set('bb/umbrella', {
      enterprise: { name: 'umbrella', displayName: 'Umbrella', userRole: 'member', url: 'https://bitbucket.org/umbrella', avatarUrl: 'https://avatars.example.test/e/umbrella.png', provider: 'bb' },
      organizations: [],
      seats: [],
    });
    fake.state.maxPageSize = 1;
    const names = (await client().enterprises.list('bb').toArray()).map((e) => e.name);
    expect(names).toEqual(['initech', 'umbrella']);
  });

  it('answers 404 for an unknown enterprise and 403 to a mere member', async () => {
    const c = client();
    expect(await rejection(c.enterprises.get('gh', 'nope'))).toBeInstanceOf(NotFoundError);
    expect(isCodeAnalysisError(await rejection(c.enterprises.listSeats('gh', 'globex').toArray()), 'Forbidden')).toBe(true);
  });

  it('exports the seats as CSV with Accept: text/csv, following the state', async () => {
    fake.state.enterprises.enterprises.get('gh/acme-corp')?.seats.splice(2);
    const csv = await client().enterprises.exportSeatsCsv(...acmeCorp);
    expect(csv.trim().split('\n')).toHaveLength(3);
    expect((await requests())[0]?.headers.get('accept')).toBe('text/csv');
  });
});
