import type { ApiPromise, HttpClient, Paginated, RequestOptions } from '@typed-api/core';
import { walkList, type Inputs } from '@typed-api/core/internal';
import type * as z from 'zod/mini';
import { adminSearch, deleteDormantAccounts, generateLicense, getAdminEntity, listAdminEntityResources, uploadPenTestReport } from '../operations/admin.js';
import type { AdminEntity, AdminEntityResource, AdminSearchGroup, DormantAccount } from '../responses/admin.js';
import { penTestReportForm, type adminSearchQuery, type generateLicenseBody, type PenTestReport } from '../schemas/admin.js';
import type { cursorPagingQuery } from '../schemas/common.js';
import type { CursorPage } from '../wire.js';
import { sendChecked } from './shape.js';

/** What {@link AdminResource.generateLicense} sends: seats, the licensee's e-mail, the expiry (ISO date-time) and the seat rules. */
export type GenerateLicenseBody = z.input<typeof generateLicenseBody>;

/** What {@link AdminResource.deleteDormantAccounts} takes: `csv`, the exported CSV file (a column named `email`), as text or a Blob. */
export type DeleteDormantAccountsInput = Inputs<typeof deleteDormantAccounts>;

/** Options of {@link AdminResource.search}: the text to look for. */
export type AdminSearchOptions = z.input<typeof adminSearchQuery>;

/** Paging options of {@link AdminResource.listEntityResources}: where to start (a cursor) and the page size (1 to 100). */
export type AdminListOptions = z.input<typeof cursorPagingQuery>;

export type { PenTestReport };

/** Operations of the service's own administrators: accounts, licenses, pen test reports and the admin area's entities. */
export class AdminResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Deletes the accounts listed in a CSV file exported by GitHub Enterprise (a column named `email`);
   * resolves to the accounts deleted.
   */
  deleteDormantAccounts(inputs: DeleteDormantAccountsInput, requestOptions?: RequestOptions): ApiPromise<DormantAccount[]> {
    const options = { ...requestOptions, headers: { 'content-type': 'text/plain', ...requestOptions?.headers } };
    return this.#http.call(deleteDormantAccounts, { input: inputs }, options);
  }

  /** Uploads a pen test report of an organization: `csvdata` (the CSV), `provider` and `organizationName`; the server accepts it for processing. */
  uploadPenTestReport(inputs: PenTestReport, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return sendChecked(uploadPenTestReport.id, inputs, ['csvdata', 'provider', 'organizationName'], () =>
      this.#http.call(uploadPenTestReport, { body: penTestReportForm(inputs) }, requestOptions),
    );
  }

  /** Generates a license for a self-hosted installation; resolves to the license key. */
  generateLicense(body: GenerateLicenseBody, requestOptions?: RequestOptions): ApiPromise<string> {
    return this.#http.call(generateLicense, { body }, requestOptions);
  }

  /** Searches the entities of the admin area; resolves to the matches by entity group. */
  search(options: AdminSearchOptions = {}, requestOptions?: RequestOptions): ApiPromise<AdminSearchGroup[]> {
    return this.#http.call(adminSearch, { query: options }, requestOptions);
  }

  /** Reads one entity of the admin area by its group (e.g. `users`) and identifier. */
  getEntity(group: string, identifier: string, requestOptions?: RequestOptions): ApiPromise<AdminEntity> {
    return this.#http.call(getAdminEntity, { params: { group, identifier } }, requestOptions);
  }

  /** Lists the records of one resource of an admin entity (one of its `availableResources`), page by page. */
  listEntityResources(
    group: string,
    identifier: string,
    resource: string,
    options: AdminListOptions = {},
    requestOptions?: RequestOptions,
  ): Paginated<AdminEntityResource, CursorPage<AdminEntityResource>> {
    return walkList(this.#http, listAdminEntityResources, { params: { group, identifier, resource }, query: options }, requestOptions);
  }
}
