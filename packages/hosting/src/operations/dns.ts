import * as z from 'zod/mini';
import { idSchema } from '../schemas/common.js';
import { zoneRecordCreateSchema } from '../schemas/dns.js';
import { defineOperation } from '../define.js';

const zoneParams = z.object({ zoneId: idSchema });
const recordParams = z.object({ zoneId: idSchema, recordId: idSchema });

/** The account's zones (without their records). */
export const listZonesOperation = defineOperation({ id: 'dns.listZones', method: 'GET', path: '/zones', response: (r) => r.zoneListSchema, specIds: ['GET /zones'] });
/** One zone with all its records. */
export const getZoneOperation = defineOperation({
  id: 'dns.getZone',
  method: 'GET',
  path: '/zones/{zoneId}/records',
  params: zoneParams,
  response: (r) => r.zoneWithRecordsSchema,
  specIds: ['GET /zones/{zone_id}/records'],
});
/** Adds a record to a zone; returns the zone with its records. */
export const createRecordOperation = defineOperation({
  id: 'dns.createRecord',
  method: 'POST',
  path: '/zones/{zoneId}/records',
  params: zoneParams,
  body: zoneRecordCreateSchema,
  response: (r) => r.zoneWithRecordsSchema,
  specIds: ['POST /zones/{zone_id}/records'],
});
/** Removes a record from a zone; returns the zone with the records left. */
export const deleteRecordOperation = defineOperation({
  id: 'dns.deleteRecord',
  method: 'DELETE',
  path: '/zones/{zoneId}/records/{recordId}',
  params: recordParams,
  response: (r) => r.zoneWithRecordsSchema,
  specIds: ['DELETE /zones/{zone_id}/records/{id}'],
});
/**
 * Adds the mail records a common email provider needs to a zone, `{ provider }` (the provider's name as the
 * API knows it).
 */
export const emailProviderOperation = defineOperation({
  id: 'dns.addEmailProviderRecords',
  method: 'POST',
  path: '/zones/{zoneId}/providers',
  params: zoneParams,
  body: z.object({ provider: z.string() }),
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['POST /zones/{zone_id}/providers'],
});
/** Certificate details of an A record (fields not published, kept as sent). */
export const certificateOperation = defineOperation({
  id: 'dns.getCertificate',
  method: 'GET',
  path: '/zones/{zoneId}/records/{recordId}/ssl',
  params: recordParams,
  response: (r) => r.certificateDetailsSchema,
  specIds: ['GET /zones/{zone_id}/records/{id}/ssl'],
});
/** Provisions the certificate of an A record again, when it does not work. A records only. */
export const retryCertificateOperation = defineOperation({
  id: 'dns.retryCertificate',
  method: 'PUT',
  path: '/zones/{zoneId}/records/{recordId}/ssl',
  params: recordParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['PUT /zones/{zone_id}/records/{id}/ssl'],
});

/** Operations of the `dns` namespace. */
export const dnsOperations = [
  listZonesOperation,
  getZoneOperation,
  createRecordOperation,
  deleteRecordOperation,
  emailProviderOperation,
  certificateOperation,
  retryCertificateOperation,
] as const;
