import { describe, expect, it } from 'vitest';
import { useFake } from './helpers.js';

const { client, requests } = useFake();

describe('service and people', () => {
  it('answers health, configuration status and languages without a key', async () => {
    const anonymous = client({ apiToken: undefined, validateResponses: true });
    expect((await anonymous.service.health()).message).toBeTypeOf('string');
    expect((await anonymous.service.configurationStatus()).metadata?.firstSignupDone).toBe(true);
    expect((await anonymous.service.listLanguages()).length).toBeGreaterThan(0);
    expect((await requests()).every((r) => !r.headers.has('api-token'))).toBe(true);
  });

  it('exports the people of a known organization as CSV, and 404s an unknown one', async () => {
    const c = client();
    expect((await c.people.exportCsv('gh', 'acme')).split('\n')[0]).toBe('name,email,lastLogin,lastAnalysis');
    await expect(c.people.exportCsv('gh', 'nobody')).rejects.toMatchObject({ status: 404 });
  });
});
