// Hand-written: the CSV reports, computed from the security findings and the SBOM dependencies.
import type { FakeHandlers } from '@typed-api/core/testing';
import type * as ops from '../../operations/reports.js';
import type { FakeContext } from '../context.js';
import { HttpResponse } from 'msw';
import { securityStatus, type FakeSecurityItem } from '../security-state.js';
import { dependencySummary, filteredUses, orgSbom } from './sbom.js';
import { orgSecurity, securityItemMatcher } from './security.js';

/** What a CSV cell holds: text, a number, a list (joined with `; `) or nothing. */
type Cell = string | number | string[] | undefined;

/** A CSV field, quoted when it has to be. */
const csvField = (value: Cell): string => {
  const text = value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV file of a header and rows, as the report endpoints stream it. */
function csvFile(name: string, header: string[], rows: Cell[][]): Response {
  const text = [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
  return new HttpResponse(text, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` } });
}

const ITEM_HEADER = ['Id', 'Title', 'Repository', 'Priority', 'Status', 'Scan type', 'Security category', 'Source', 'Opened at', 'Due at', 'Closed at'];
const itemRow = (i: FakeSecurityItem): Cell[] => [i.id, i.title, i.repository, i.priority, securityStatus(i), i.scanType, i.securityCategory, i.itemSource, i.openedAt, i.dueAt, i.closedAt];

/** The fake's `reports` namespace: CSV exports of the `security` and `sbom` namespaces' data. */
export function reportsHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;
  return {
    'reports.securityItems': (call) => csvFile('security-items.csv', ITEM_HEADER, orgSecurity(state, call).items.map(itemRow)),
    'reports.searchSecurityItems': (call) => {
      const matches = securityItemMatcher(call.inputs);
      return csvFile('security-items.csv', ITEM_HEADER, orgSecurity(state, call).items.filter(matches).map(itemRow));
    },
    'reports.searchSbomDependencies': (call) => {
      const filters = call.inputs;
      const rows = orgSbom(state, call)
        .dependencies.map((d) => ({ d, uses: filteredUses(d, filters) }))
        .filter((x) => x.uses.length > 0)
        .map(({ d, uses }) => {
          const summary = dependencySummary(d, uses);
          const open = (severity: string) => summary.findings.find((f) => f.severity === severity)?.open ?? 0;
          return [summary.fullName, summary.purl, summary.ossfScore, summary.repositoriesCount, summary.versionsCount, open('Critical'), open('High'), open('Medium'), open('Low'), d.licenses.map((l) => l.name ?? '')];
        });
      return csvFile('sbom-dependencies.csv', ['Dependency', 'Purl', 'OSSF score', 'Repositories', 'Versions', 'Critical', 'High', 'Medium', 'Low', 'Licenses'], rows);
    },
  };
}
