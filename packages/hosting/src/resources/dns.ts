import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, idSchema, type Acknowledgement } from '../schemas/common.js';
import {
  certificateDetailsSchema,
  zoneRecordCreateSchema,
  zoneSchema,
  zoneWithRecordsSchema,
  type CertificateDetails,
  type Zone,
  type ZoneRecordCreate,
  type ZoneWithRecords,
} from '../schemas/dns.js';

const zoneParams = z.object({ zoneId: idSchema });
const recordParams = z.object({ zoneId: idSchema, recordId: idSchema });

const listZonesOperation = defineOperation({ id: 'dns.listZones', method: 'GET', path: '/zones', response: z.array(zoneSchema), specIds: ['GET /zones'] });
const getZoneOperation = defineOperation({
  id: 'dns.getZone',
  method: 'GET',
  path: '/zones/{zoneId}/records',
  params: zoneParams,
  response: zoneWithRecordsSchema,
  specIds: ['GET /zones/{zone_id}/records'],
});
const createRecordOperation = defineOperation({
  id: 'dns.createRecord',
  method: 'POST',
  path: '/zones/{zoneId}/records',
  params: zoneParams,
  body: zoneRecordCreateSchema,
  response: zoneWithRecordsSchema,
  specIds: ['POST /zones/{zone_id}/records'],
});
const deleteRecordOperation = defineOperation({
  id: 'dns.deleteRecord',
  method: 'DELETE',
  path: '/zones/{zoneId}/records/{recordId}',
  params: recordParams,
  response: zoneWithRecordsSchema,
  specIds: ['DELETE /zones/{zone_id}/records/{id}'],
});
const emailProviderOperation = defineOperation({
  id: 'dns.addEmailProviderRecords',
  method: 'POST',
  path: '/zones/{zoneId}/providers',
  params: zoneParams,
  body: z.object({ provider: z.string() }),
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['POST /zones/{zone_id}/providers'],
});
const certificateOperation = defineOperation({
  id: 'dns.getCertificate',
  method: 'GET',
  path: '/zones/{zoneId}/records/{recordId}/ssl',
  params: recordParams,
  response: certificateDetailsSchema,
  specIds: ['GET /zones/{zone_id}/records/{id}/ssl'],
});
const retryCertificateOperation = defineOperation({
  id: 'dns.retryCertificate',
  method: 'PUT',
  path: '/zones/{zoneId}/records/{recordId}/ssl',
  params: recordParams,
  payload: 'body',
  response: acknowledgementSchema,
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

/** DNS zones the account serves, their records and the certificates of their A records. */
export class Dns {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The account's zones (without their records). */
  listZones(options?: RequestOptions): ApiPromise<Zone[]> {
    return this.#http.call(listZonesOperation, {}, options);
  }

  /** One zone with all its records. */
  getZone(zoneId: number, options?: RequestOptions): ApiPromise<ZoneWithRecords> {
    return this.#http.call(getZoneOperation, { params: { zoneId } }, options);
  }

  /** Adds a record to a zone; returns the zone with its records. */
  createRecord(zoneId: number, record: ZoneRecordCreate, options?: RequestOptions): ApiPromise<ZoneWithRecords> {
    return this.#http.call(createRecordOperation, { params: { zoneId }, body: record }, options);
  }

  /** Removes a record from a zone; returns the zone with the records left. */
  deleteRecord(zoneId: number, recordId: number, options?: RequestOptions): ApiPromise<ZoneWithRecords> {
    return this.#http.call(deleteRecordOperation, { params: { zoneId, recordId } }, options);
  }

  /** Adds the mail records a common email provider needs to a zone (the provider's name as the API knows it). */
  addEmailProviderRecords(zoneId: number, provider: string, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(emailProviderOperation, { params: { zoneId }, body: { provider } }, options);
  }

  /** Certificate details of an A record (fields not published, kept as sent). */
  getCertificate(zoneId: number, recordId: number, options?: RequestOptions): ApiPromise<CertificateDetails> {
    return this.#http.call(certificateOperation, { params: { zoneId, recordId } }, options);
  }

  /** Provisions the certificate of an A record again, when it does not work. A records only. */
  retryCertificate(zoneId: number, recordId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(retryCertificateOperation, { params: { zoneId, recordId } }, options);
  }
}
