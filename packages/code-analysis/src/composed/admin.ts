// Hand-written: the dormant-accounts CSV is sent with its own content type, and a pen test report is
// turned into a multipart form, which no operation description says.
import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import { adminPlans } from '../plans/index.js';
import type { DormantAccount } from '../responses/admin.js';
import type { AdminDeleteDormantAccountsInputs } from '../functions/admin.js';
import type { AdminUploadPenTestReportInputs } from '../schemas/admin.js';
import { sendChecked } from './shape.js';

export type { AdminUploadPenTestReportInputs };

/** What the admin namespace does beyond one call per method: the bodies of its two file uploads. */
export class AdminComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Deletes the accounts listed in a CSV file exported by GitHub Enterprise (a column named `email`);
   * resolves to the accounts deleted. The CSV is sent as `text/plain` unless `options.headers` says otherwise.
   */
  deleteDormantAccounts(inputs: AdminDeleteDormantAccountsInputs, options?: RequestOptions): ApiPromise<DormantAccount[]> {
    const withType = { ...options, headers: { 'content-type': 'text/plain', ...options?.headers } };
    return this.#http.call(adminPlans('deleteDormantAccounts'), { input: inputs }, withType);
  }

  /** Uploads a pen test report of an organization: `csvdata` (the CSV), `provider` and `organizationName`; the server accepts it for processing. */
  uploadPenTestReport(inputs: AdminUploadPenTestReportInputs, options?: RequestOptions): ApiPromise<undefined> {
    const plan = adminPlans('uploadPenTestReport');
    return sendChecked(plan.id, inputs, ['csvdata', 'provider', 'organizationName'], () =>
      this.#http.call(plan, { input: { form: penTestReportForm(inputs) } }, options),
    );
  }
}

/** The multipart form a pen test report travels in. */
function penTestReportForm(report: AdminUploadPenTestReportInputs): FormData {
  const form = new FormData();
  form.append('csvdata', typeof report.csvdata === 'string' ? new Blob([report.csvdata], { type: 'text/csv' }) : report.csvdata, 'report.csv');
  form.append('provider', report.provider);
  form.append('organizationName', report.organizationName);
  return form;
}
