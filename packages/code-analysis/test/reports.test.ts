import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/index.js';
import { ZAP_REPORT } from './contract/security.js';
import { rejection, useFake } from './helpers.js';

const { fake, client, requests } = useFake();
const acme = ['gh', 'acme'] as const;

describe('CSV reports', () => {
  it('follow the findings: a processed DAST report adds its alert to the export', async () => {
    const c = client();
    const rows = async () => (await c.reports.securityItems(...acme)).split('\r\n').filter(Boolean).slice(1);
    expect(await rows()).toHaveLength(7);
    const { id } = await c.security.uploadDastReport(...acme, 'ZAP', { file: ZAP_REPORT, reportFormat: 'json' });
    await c.security.waitForDastReport(...acme, id, { intervalMs: 5 });
    const after = await rows();
    expect(after).toHaveLength(8);
    expect(after.at(-1)).toMatch(/,Absence of Anti-CSRF Tokens,,Medium,OnTrack,DAST,,ZAP,/);
  });

  it('ask for CSV where the API answers CSV, and quote fields that need it', async () => {
    const c = client();
    const org = fake.state.security.get('gh/acme');
    const first = org?.items[0];
    if (first) first.title = 'Weak hash, "MD5"';
    const csv = await c.reports.searchSecurityItems(...acme, { priorities: ['Critical'] });
    expect(csv).toContain('"Weak hash, ""MD5"""');
    const [sent] = await requests();
    expect(sent?.headers.get('accept')).toBe('text/csv');
  });

  it('answer 404 for an unknown organization', async () => {
    expect(await rejection(client().reports.securityItems('gh', 'nobody'))).toBeInstanceOf(NotFoundError);
  });
});
