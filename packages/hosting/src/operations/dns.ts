import * as z from 'zod/mini';
import { idSchema } from '../schemas/common.js';
import { zoneRecordCreateSchema } from '../schemas/dns.js';
import { defineOperation } from '../wire.js';

const zoneParams = z.object({ zoneId: idSchema });
const recordParams = z.object({ zoneId: idSchema, recordId: idSchema });

/** Lists the account's zones. */
export const listZonesOperation = defineOperation({ id: 'dns.listZones', method: 'GET', path: '/zones', response: (r) => r.zoneListSchema, specIds: ['GET /zones'] });
/** Reads one zone with its records. */
export const getZoneOperation = defineOperation({
  id: 'dns.getZone',
  method: 'GET',
  path: '/zones/{zoneId}/records',
  params: zoneParams,
  response: (r) => r.zoneWithRecordsSchema,
  specIds: ['GET /zones/{zone_id}/records'],
});
/** Adds a record to a zone. */
export const createRecordOperation = defineOperation({
  id: 'dns.createRecord',
  method: 'POST',
  path: '/zones/{zoneId}/records',
  params: zoneParams,
  body: zoneRecordCreateSchema,
  response: (r) => r.zoneWithRecordsSchema,
  specIds: ['POST /zones/{zone_id}/records'],
});
/** Removes a record from a zone. */
export const deleteRecordOperation = defineOperation({
  id: 'dns.deleteRecord',
  method: 'DELETE',
  path: '/zones/{zoneId}/records/{recordId}',
  params: recordParams,
  response: (r) => r.zoneWithRecordsSchema,
  specIds: ['DELETE /zones/{zone_id}/records/{id}'],
});
/** Adds the mail records of an email provider to a zone. */
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
/** Reads the certificate details of an A record. */
export const certificateOperation = defineOperation({
  id: 'dns.getCertificate',
  method: 'GET',
  path: '/zones/{zoneId}/records/{recordId}/ssl',
  params: recordParams,
  response: (r) => r.certificateDetailsSchema,
  specIds: ['GET /zones/{zone_id}/records/{id}/ssl'],
});
/** Provisions the certificate of an A record again. */
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
