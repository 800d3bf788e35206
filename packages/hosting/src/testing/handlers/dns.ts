import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as dns from '../../operations/dns.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeZone } from '../state.js';

/** Mail records the fake knows per provider name. */
const EMAIL_PROVIDERS: Record<string, { type: string; name: string; value: string; priority: number | null }[]> = {
  mailhost: [
    { type: 'MX', name: '@', value: 'mx1.mailhost.test.', priority: 10 },
    { type: 'MX', name: '@', value: 'mx2.mailhost.test.', priority: 20 },
    { type: 'TXT', name: '@', value: 'v=spf1 include:mailhost.test ~all', priority: null },
  ],
};

function findRecord(zone: FakeZone, id: number): FakeZone['records'][number] {
  const record = zone.records.find((r) => r.id === id);
  if (!record) fail(404, 'Record not found');
  return record;
}

/** DNS zones and their records, mail provider records and record certificates. */
export function dnsHandlers({ state }: FakeContext): FakeHandlers<typeof dns> {
  const zone = (path: { zoneId: number }): FakeZone => state().zones.require(path.zoneId);
  return {
    'dns.listZones': () =>
      state()
        .zones.list()
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list shows the zones without their records
        .map(({ records, ...zone }) => zone),
    'dns.getZone': ({ path }) => zone(path),
    'dns.createRecord': ({ path, inputs }) => {
      const s = state();
      const found = zone(path);
      const type = inputs.type;
      if (!type) fail(400, 'type is required');
      found.records.push({
        id: s.nextId++,
        zoneId: found.id,
        primary: false,
        type,
        name: inputs.name,
        value: inputs.value,
        priority: null,
        weight: null,
        port: null,
        ttl: inputs.ttl ?? 0,
        siteId: null,
        created: new Date(0).toISOString(),
      });
      return found;
    },
    'dns.deleteRecord': ({ path }) => {
      const found = zone(path);
      const record = findRecord(found, path.recordId);
      found.records = found.records.filter((x) => x !== record);
      return found;
    },
    'dns.addEmailProviderRecords': ({ path, inputs }) => {
      const s = state();
      const found = zone(path);
      const records = EMAIL_PROVIDERS[inputs.provider];
      if (!records) fail(400, 'Unknown email provider');
      for (const record of records) {
        found.records.push({ id: s.nextId++, zoneId: found.id, primary: false, weight: null, port: null, ttl: 3600, siteId: null, created: new Date(0).toISOString(), ...record });
      }
      return envelope(null);
    },
    'dns.getCertificate': ({ path }) => {
      const record = findRecord(zone(path), path.recordId);
      if (record.type !== 'A') fail(404, 'No information found');
      return { recordId: record.id, provisioned: record.sslRetries === undefined || record.sslRetries > 0 };
    },
    'dns.retryCertificate': ({ path }) => {
      const record = findRecord(zone(path), path.recordId);
      if (record.type !== 'A') fail(400, 'SSL can only be retried on A records');
      record.sslRetries = (record.sslRetries ?? 0) + 1;
      return envelope(null);
    },
  };
}
