// Hand-written: a DAST report upload turns its inputs into a multipart form, and waits walk the reports
// or the targets until one of them has ended.
import { type ApiPromise, type HttpClient, poll, type PollOptions, type RequestOptions } from '@typed-api/core';
import { securityPlans } from '../plans/index.js';
import type { SecurityMethods } from '../functions/security.js';
import type { DastReport, DastReportUpload, DastTarget } from '../responses/security.js';
import type { DastTool } from '../schemas/security.js';
import { multipartBody, sendChecked } from './shape.js';

/** The inputs of {@link SecurityComposites.uploadDastReport}, sent as a multipart form. */
export interface SecurityUploadDastReportInputs {
  /** The report: its text, or a Blob or File holding it. */
  file: string | Blob;
  /** The file name the server sees; default `report.json`. */
  fileName?: string | undefined;
  /** The report's format: `json`. */
  reportFormat: 'json' | (string & {});
}

/** Options of {@link SecurityComposites.waitForDastReport}: the wait's options, `onProgress` getting the report (undefined while it is not listed), and each poll's `headers`. */
export type WaitForDastReportOptions = PollOptions<DastReport | undefined>;

/** Options of {@link SecurityComposites.waitForDastAnalysis}: the wait's options, `onProgress` getting the target (undefined while it is not listed), and each poll's `headers`. */
export type WaitForDastAnalysisOptions = PollOptions<DastTarget | undefined>;

/** True when the service has finished processing a DAST report, well (`Success`) or not (`Failure`). */
export function isDastReportProcessed(report: DastReport | undefined): report is DastReport {
  return report?.state === 'Success' || report?.state === 'Failure';
}

/** True when the target's analysis `analysisId` has ended, well (`successful`) or not (`failed`). */
export function isDastAnalysisFinished(target: DastTarget | undefined, analysisId: string): target is DastTarget {
  const entry = target?.status.find((s) => s.analysisId === analysisId);
  return entry?.status === 'successful' || entry?.status === 'failed';
}

/** What the security namespace does beyond one call per method: uploading a DAST report, and waiting for DAST reports and analyses. */
export class SecurityComposites {
  readonly #http: HttpClient;

  /** Made by the client, which shares one HTTP engine among its namespaces. */
  constructor(http: HttpClient) {
    this.#http = http;
  }

  /**
   * Uploads a DAST report written by `toolName` (a ZAP report's `@generated` time must be in English, ZAP's
   * default, or the report fails); resolves to the report's id. Processing goes on afterwards: see
   * {@link SecurityComposites.waitForDastReport}.
   */
  uploadDastReport(provider: string, organization: string, toolName: DastTool, inputs: SecurityUploadDastReportInputs, options?: RequestOptions): ApiPromise<DastReportUpload> {
    const plan = securityPlans('uploadDastReport');
    return sendChecked(plan.id, inputs, ['file', 'fileName', 'reportFormat'], () =>
      this.#http.call(
        plan,
        {
          params: { provider, organization, toolName },
          input: { form: multipartBody({ file: { content: inputs.file, name: inputs.fileName ?? 'report.json' }, reportFormat: inputs.reportFormat }) },
        },
        options,
      ),
    );
  }

  /**
   * Polls the DAST reports until the report `reportId` is processed (`Success` or `Failure`: check `state`
   * and `failureReason`) and returns it. A report not listed yet is waited for too. Bounded by `timeoutMs`
   * (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each reading, its status the
   * report's `state` (`InProgress`, `Success`, `Failure`), or `not_listed`.
   */
  async waitForDastReport(provider: string, organization: string, reportId: string, options?: WaitForDastReportOptions): Promise<DastReport> {
    const report = await poll(
      async (callOptions) => {
        // Newest first: a fresh upload is on the first page, and the walk stops where the report is.
        for await (const listed of this.listDastReports(provider, organization, {}, callOptions)) {
          if (listed.id === reportId) return listed;
        }
        return undefined;
      },
      isDastReportProcessed,
      options,
      (listed) => listed?.state ?? 'not_listed',
    );
    // The wait only ends on a processed report.
    if (!isDastReportProcessed(report)) throw new TypeError(`the wait for DAST report ${reportId} ended before it was processed`);
    return report;
  }

  /**
   * Polls the DAST targets until the analysis `analysisId` of target `targetId` has ended (`successful` or
   * `failed`) and returns the target. A target or analysis not listed yet is waited for too. Bounded by
   * `timeoutMs` (WaitTimeoutError) and cancelled by `signal` (AbortError). `onProgress` sees each reading, its
   * status the analysis's (`queued`, `running`, `successful`, `failed`), or `not_listed`.
   */
  async waitForDastAnalysis(provider: string, organization: string, targetId: number, analysisId: string, options?: WaitForDastAnalysisOptions): Promise<DastTarget> {
    const target = await poll(
      async (callOptions) => {
        for await (const listed of this.listDastTargets(provider, organization, {}, callOptions)) {
          if (listed.id === targetId) return listed;
        }
        return undefined;
      },
      (listed) => isDastAnalysisFinished(listed, analysisId),
      options,
      (listed) => listed?.status.find((entry) => entry.analysisId === analysisId)?.status ?? 'not_listed',
    );
    // The wait only ends on a finished analysis.
    if (!isDastAnalysisFinished(target, analysisId)) throw new TypeError(`the wait for DAST analysis ${analysisId} ended before it finished`);
    return target;
  }
}

// The class's own generated methods, which the namespace's class (its subclass) defines.
export interface SecurityComposites extends Pick<SecurityMethods, 'listDastReports' | 'listDastTargets'> {}
