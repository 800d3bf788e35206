import { reject, toInt, type RouteTable } from './http.js';
import { findSite } from './routes-sites.js';
import type { HostingFakeState, Json } from './state.js';

type FakeZone = Json & { records: Json[] };

/** Mail records the fake knows per provider name. */
const EMAIL_PROVIDERS: Record<string, { type: string; name: string; value: string; priority: number | null }[]> = {
  mailhost: [
    { type: 'MX', name: '@', value: 'mx1.mailhost.test.', priority: 10 },
    { type: 'MX', name: '@', value: 'mx2.mailhost.test.', priority: 20 },
    { type: 'TXT', name: '@', value: 'v=spf1 include:mailhost.test ~all', priority: null },
  ],
};

function findZone(s: HostingFakeState, id: string | undefined): FakeZone {
  const zone = s.zones.get(Number(id));
  if (!zone) reject(404, 'Zone not found');
  return zone;
}

function findRecord(zone: FakeZone, id: string | undefined): Json {
  const record = zone.records.find((r) => r.id === Number(id));
  if (!record) reject(404, 'Record not found');
  return record;
}

/** DNS zones and records, email provider records, record certificates, domain setup links. */
export function dnsRoutes(state: () => HostingFakeState): RouteTable {
  return {
    'dns.listZones': () => [...state().zones.values()].map((zone) => Object.fromEntries(Object.entries(zone).filter(([key]) => key !== 'records'))),
    'dns.getZone': ({ params }) => findZone(state(), params.zoneId),
    'dns.createRecord': ({ params, body }) => {
      const s = state();
      const zone = findZone(s, params.zoneId);
      if (typeof body.type !== 'string' || !body.type) reject(400, 'type is required');
      if (typeof body.name !== 'string' || typeof body.value !== 'string') reject(400, 'name and value are required');
      zone.records.push({
        id: s.nextId++,
        zoneId: zone.id,
        primary: false,
        type: body.type,
        name: body.name,
        value: body.value,
        priority: null,
        weight: null,
        port: null,
        ttl: toInt(body.ttl) ?? 0,
        siteId: null,
        created: new Date(0).toISOString(),
      });
      return zone;
    },
    'dns.deleteRecord': ({ params }) => {
      const zone = findZone(state(), params.zoneId);
      const record = findRecord(zone, params.recordId);
      zone.records = zone.records.filter((x) => x !== record);
      return zone;
    },
    'dns.addEmailProviderRecords': ({ params, body }) => {
      const s = state();
      const zone = findZone(s, params.zoneId);
      const records = typeof body.provider === 'string' ? EMAIL_PROVIDERS[body.provider] : undefined;
      if (!records) reject(400, 'Unknown email provider');
      for (const record of records) {
        zone.records.push({ id: s.nextId++, zoneId: zone.id, primary: false, weight: null, port: null, ttl: 3600, siteId: null, created: new Date(0).toISOString(), ...record });
      }
      return null;
    },
    'dns.getCertificate': ({ params }) => {
      const record = findRecord(findZone(state(), params.zoneId), params.recordId);
      if (record.type !== 'A') reject(404, 'No information found');
      return { recordId: record.id, provisioned: record.sslRetries === undefined || Number(record.sslRetries) > 0 };
    },
    'dns.retryCertificate': ({ params }) => {
      const record = findRecord(findZone(state(), params.zoneId), params.recordId);
      if (record.type !== 'A') reject(400, 'SSL can only be retried on A records');
      record.sslRetries = (toInt(record.sslRetries) ?? 0) + 1;
      return null;
    },
    'domains.createSetupLink': ({ params, body }) => {
      const s = state();
      const site = findSite(s, params.siteId);
      if (typeof body.name !== 'string' || !body.name.includes('.')) reject(400, 'A valid domain name is required');
      const job = s.nextId++;
      return { sharable_link: `https://dns-setup.test/share/${String(site.record.id)}-${String(job)}`, job_id: `job_${String(job)}`, status: 'link_created', created_at: new Date(0).toISOString() };
    },
  };
}
