import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exceptionFor, exceptions } from './exceptions.js';
import { checkOperation, findingKey, loadSpec, SPECS_DIR, specsPresent, type Finding, type LoadedSpec } from './harness.js';
import { targets, type TargetName } from './targets.js';

/**
 * The conformance suite of one package: each operation against the package's public description, then
 * the exceptions and figures. One test file a package (`<package>.test.ts`), so that the four run side by side.
 */
export async function describeConformance(name: TargetName): Promise<void> {
  // The descriptions live beside the checkout (../shared/specs). CI always has them; a clone without
  // them skips this suite with a message instead of failing.
  if (!specsPresent && process.env.CI) throw new Error(`The public descriptions are missing at ${SPECS_DIR} (set TYPED_API_SPECS)`);
  if (!specsPresent) console.warn(`conformance: skipped, no public descriptions at ${SPECS_DIR} (set TYPED_API_SPECS)`);
  const target = await targets[name]();

  /** Every finding of this run, by key (written to CONFORMANCE_REPORT/<package>.json when that folder is set). */
  const seen = new Map<string, string>();
  afterAll(() => {
    const folder = process.env.CONFORMANCE_REPORT;
    if (folder) writeFileSync(join(folder, `${name}.json`), JSON.stringify(Object.fromEntries(seen), null, 2));
  });

  describe.skipIf(!specsPresent)(`${target.name} against its public description`, () => {
    let spec: LoadedSpec;
    let responses = 0;
    const findings: Finding[] = [];
    beforeAll(async () => {
      spec = await loadSpec(target.specFile, target.correct?.bind(target));
    });

    test.each(target.operations.map((op) => [op.id, op] as const))('%s', async (_, op) => {
      const report = await checkOperation(target, spec, op);
      responses += report.responsesChecked;
      findings.push(...report.findings);
      for (const finding of report.findings) seen.set(findingKey(target.name, finding), finding.message);
      const open = report.findings.filter((f) => exceptionFor(findingKey(target.name, f)) === undefined).map((f) => `${findingKey(target.name, f)} :: ${f.message}`);
      expect(open).toEqual([]);
    });

    test('every exception still matches a finding, and the figures', () => {
      const used = new Set(findings.map((f) => exceptionFor(findingKey(target.name, f))));
      const stale = Object.keys(exceptions).filter((pattern) => pattern.startsWith(`${target.name} `) && !used.has(pattern));
      const kept = findings.filter((f) => exceptionFor(findingKey(target.name, f)) !== undefined).length;
      console.log(`conformance ${target.name}: ${String(target.operations.length)} operations checked, ${String(responses)} responses parsed; ${String(kept)} findings kept as exceptions`);
      expect(responses).toBeGreaterThan(0);
      expect(stale).toEqual([]);
    });
  });
}
