import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { listPeopleFromOrganizationCsv } from '../operations/people.js';
import type { OrganizationRef } from '../schemas/common.js';

/** People of an organization, as files. */
export class PeopleResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Exports the people of an organization (name, e-mail, last login, last analysis); resolves to the CSV file as text. */
  exportCsv(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(listPeopleFromOrganizationCsv, { params: org }, requestOptions);
  }
}
