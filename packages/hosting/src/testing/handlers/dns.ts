// Hand-written: a zone answered with its records after each change, the mail records of a known provider, and
// certificates for A records only, retried by count; an unknown zone is the routes' 404.
import { fail, type FakeHandlers } from '@typed-api/core/testing';
import type * as dns from '../../operations/dns.js';
import { envelope } from '../dialect.js';
import type { FakeContext, FakeZone } from '../state.js';

/** The fields of a record that a caller (or a mail provider) gives. */
type RecordFields = { type: string; name: string; value: string; ttl?: number; priority?: number | null };

/** Mail records the fake knows per provider name. */
const EMAIL_PROVIDERS: Record<string, RecordFields[]> = {
  mailhost: [
    { type: 'MX', name: '@', value: 'mx1.mailhost.test.', priority: 10 },
    { type: 'MX', name: '@', value: 'mx2.mailhost.test.', priority: 20 },
    { type: 'TXT', name: '@', value: 'v=spf1 include:mailhost.test ~all', priority: null },
  ],
};

/** DNS zones and their records, mail provider records and record certificates. */
export function dnsHandlers({ state }: FakeContext): FakeHandlers<typeof dns> {
  const zone = (path: { zoneId: number }): FakeZone => state().zones.require(path.zoneId);
  const record = (path: { zoneId: number; recordId: number }): FakeZone['records'][number] =>
    zone(path).records.find((r) => r.id === path.recordId) ?? fail(404, 'Record not found');
  /** Adds a record to a zone with the fields the API sets itself. */
  const add = (found: FakeZone, fields: RecordFields): void => {
    found.records.push({ id: state().nextId++, zoneId: found.id, primary: false, ttl: 3600, siteId: null, created: new Date(0).toISOString(), ...fields });
  };
  return {
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the list shows the zones without their records
    'dns.listZones': () => state().zones.list().map(({ records, ...rest }) => rest),
    'dns.getZone': ({ path }) => zone(path),
    'dns.createRecord': ({ path, inputs }) => {
      const found = zone(path);
      if (!inputs.type) fail(400, 'type is required');
      add(found, { type: inputs.type, name: inputs.name, value: inputs.value, ttl: inputs.ttl ?? 0 });
      return found;
    },
    'dns.deleteRecord': ({ path }) => {
      const found = zone(path);
      const gone = record(path);
      found.records = found.records.filter((x) => x !== gone);
      return found;
    },
    'dns.addEmailProviderRecords': ({ path, inputs }) => {
      const records = EMAIL_PROVIDERS[inputs.provider] ?? fail(400, 'Unknown email provider');
      for (const fields of records) add(zone(path), fields);
      return envelope(null);
    },
    'dns.getCertificate': ({ path }) => {
      const found = record(path);
      if (found.type !== 'A') fail(404, 'No information found');
      return { recordId: found.id, provisioned: found.sslRetries === undefined || found.sslRetries > 0 };
    },
    'dns.retryCertificate': ({ path }) => {
      const found = record(path);
      if (found.type !== 'A') fail(400, 'SSL can only be retried on A records');
      found.sslRetries = (found.sslRetries ?? 0) + 1;
      return envelope(null);
    },
  };
}
