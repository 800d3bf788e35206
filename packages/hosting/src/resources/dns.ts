import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type { Inputs } from '@typed-api/core/internal';
import {
  certificateOperation,
  createRecordOperation,
  deleteRecordOperation,
  emailProviderOperation,
  getZoneOperation,
  listZonesOperation,
  retryCertificateOperation,
} from '../operations/dns.js';
import type { Acknowledgement } from '../responses/common.js';
import type { CertificateDetails, Zone, ZoneWithRecords } from '../responses/dns.js';
import type { ZoneRecordCreate } from '../schemas/dns.js';

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

  /** Adds the mail records a common email provider needs to a zone, `{ provider }` (the provider's name as the API knows it). */
  addEmailProviderRecords(zoneId: number, inputs: Inputs<typeof emailProviderOperation>, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(emailProviderOperation, { params: { zoneId }, input: inputs }, options);
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
