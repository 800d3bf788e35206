import type { ImageTag, LicenseDetails, OpenFindingsCount } from '../responses/sbom.js';

/** One repository's use of a dependency. */
export interface FakeDependencyUse {
  /** The repository's name. */
  repository: string;
  /** The version it uses. */
  version: string;
  /** Its open findings by severity (`Critical`, `High`, `Medium`, `Low`). */
  findings: OpenFindingsCount[];
}

/** A dependency of an organization, and where it is used. */
export interface FakeDependency {
  /** Short name, e.g. `logback-classic`. */
  name: string;
  /** Full name, e.g. `maven/ch.qos.logback/logback-classic`. */
  fullName: string;
  /** Package URL without a version. */
  purl: string;
  /** OSSF Scorecard score, when known. */
  ossfScore?: number;
  /** Its licenses. */
  licenses: LicenseDetails[];
  /** The repositories that use it, one entry per repository. */
  uses: FakeDependencyUse[];
}

/** The SBOM data of one organization. */
export interface FakeOrgSbom {
  /** Dependencies found in the repositories' SBOMs. */
  dependencies: FakeDependency[];
  /** Container images by name, each with its tags. */
  images: Map<string, ImageTag[]>;
}

/** The `sbom` namespace's state: the SBOM data of each organization, keyed `provider/organization` (created empty on first use). */
export type FakeSbomState = Map<string, FakeOrgSbom>;

/** The order of severities, worst first. */
export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;

/** An OSI-approved, FSF-libre license. */
const license = (name: string, url: string, riskCategory: string): LicenseDetails => {
  return { name, url, isOsiApproved: true, isFsfLibre: true, riskCategory, isDerivedByAi: false };
};
const MIT = license('MIT', 'https://opensource.org/license/mit', 'Permissive');
const APACHE = license('Apache-2.0', 'https://www.apache.org/licenses/LICENSE-2.0', 'Permissive');
const EPL = license('EPL-1.0', 'https://www.eclipse.org/legal/epl-v10.html', 'Reciprocal');
const GPL = license('GPL-2.0-only', 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html', 'Restricted');

const findings = (counts: Partial<Record<(typeof SEVERITIES)[number], number>>): OpenFindingsCount[] =>
  SEVERITIES.filter((s) => (counts[s] ?? 0) > 0).map((severity) => ({ severity, open: counts[severity] ?? 0 }));

/** A dependency by its full name (`<ecosystem>/<name>`, its purl `pkg:<full name>`), with its uses as `[repository, version, findings]`. */
function dependency(fullName: string, ossfScore: number | undefined, licensed: LicenseDetails, uses: [string, string, OpenFindingsCount[]][]) {
  const name = fullName.split('/').pop() ?? fullName;
  const found = uses.map(([repository, version, open]) => ({ repository, version, findings: open }));
  const dependency: FakeDependency = { name, fullName, purl: `pkg:${fullName}`, licenses: [licensed], uses: found };
  return ossfScore === undefined ? dependency : { ...dependency, ossfScore };
}

/**
 * The SBOM data of `gh/acme`: five dependencies of `web` and `api` (npm, Maven and PyPI; permissive,
 * reciprocal and restricted licenses; some with open findings), and two container images: `web-frontend`
 * with a production and a staging tag, and `worker` with one tag, all analysed.
 */
export function seedSbom(): FakeSbomState {
  const dependencies: FakeDependency[] = [
    dependency('maven/ch.qos.logback/logback-classic', 6.4, EPL, [['api', '1.2.3', findings({ High: 1, Medium: 2 })], ['web', '1.4.14', []]]),
    dependency('npm/lodash', 5.2, MIT, [['web', '4.17.20', findings({ High: 1 })], ['api', '4.17.21', []]]),
    dependency('npm/express', 7.1, MIT, [['web', '4.19.2', findings({ Medium: 1 })]]),
    dependency('pypi/requests', 7.8, APACHE, [['api', '2.31.0', findings({ Medium: 1 })]]),
    dependency('maven/mysql/mysql-connector-java', undefined, GPL, [['api', '8.0.28', findings({ Critical: 1 })]]),
  ];
  // An analysed tag of an image (with the repository it was built from, for some), analysed the day after it was uploaded.
  const tag = (imageName: string, tagName: string, environment: string, generatedAt: string, uploadedAt: string, repositoryName?: string): ImageTag => {
    const lastAnalysedAt = new Date(Date.parse(uploadedAt) + 86_400_000).toISOString();
    const built = repositoryName === undefined ? {} : { repositoryId: null, repositoryName };
    return { imageName, tag: tagName, environment, ...built, generatedAt, uploadedAt, lastAnalysedAt };
  };
  const images = new Map<string, ImageTag[]>([
    [
      'web-frontend',
      [
        tag('web-frontend', '1.4.0', 'production', '2024-06-14T09:00:00Z', '2024-06-14T10:00:00Z', 'web'),
        tag('web-frontend', '1.5.0-rc.1', 'staging', '2024-06-20T09:00:00Z', '2024-06-20T09:05:00Z', 'web'),
      ],
    ],
    ['worker', [tag('worker', 'sha-3f9c2e1', 'production', '2024-05-30T12:00:00Z', '2024-05-30T12:01:00Z')]],
  ]);
  return new Map([['gh/acme', { dependencies, images }]]);
}
