import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const R = '/api/v3/reports/organizations/gh/acme';

/** The lines of a CSV text (its header first). */
const lines = (csv: string): string[] => csv.split('\r\n').filter(Boolean);

/** Contract rows of the `reports` namespace. */
export function reportsRows(context: ContractContext): Record<string, Row> {
  const { org } = context;
  return {
    'reports.securityItems': {
      call: (c) => c.reports.securityItems(...org),
      path: `${R}/security/items`,
      result: (v: string) => {
        const [header, ...rows] = lines(v);
        expect(header).toBe('Id,Title,Repository,Priority,Status,Scan type,Security category,Source,Opened at,Due at,Closed at');
        expect(rows).toHaveLength(7);
        expect(rows[0]).toMatch(/^ba7c836d-85f8-4617-9a95-ac6f00af1d30,Insecure hash algorithm MD5 used for password storage,web,Critical,Overdue,SAST,Cryptography,Codacy,/);
      },
    },
    'reports.searchSecurityItems': {
      call: (c) => c.reports.searchSecurityItems(...org, { scanTypes: ['SAST'], repositories: ['web'] }),
      path: `${R}/security/items/search`,
      body: { scanTypes: ['SAST'], repositories: ['web'] },
      result: (v: string) => {
        const rows = lines(v).slice(1);
        expect(rows.map((row) => row.split(',')[4])).toEqual(['Overdue', 'ClosedOnTime']);
      },
    },
    'reports.searchSbomDependencies': {
      call: (c) => c.reports.searchSbomDependencies(...org, { riskCategories: ['Restricted'] }),
      path: `${R}/sbom/dependencies/search`,
      body: { riskCategories: ['Restricted'] },
      result: (v: string) => {
        expect(lines(v)).toEqual([
          'Dependency,Purl,OSSF score,Repositories,Versions,Critical,High,Medium,Low,Licenses',
          'maven/mysql/mysql-connector-java,pkg:maven/mysql/mysql-connector-java,,1,1,1,0,0,0,GPL-2.0-only',
        ]);
      },
    },
  };
}
