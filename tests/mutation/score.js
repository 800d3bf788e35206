// Reads the report of a mutation run (reports/mutation/mutation.json, written by `stryker run`) and fails
// when the score of all mutated modules together is under 90%, or that of any one module under 85%.
// The score is Stryker's: mutants detected (killed or timed out) over mutants that could be detected
// (detected, survived, or reached by no test); ignored mutants and those that did not compile do not count.
/* global console, process */
import { readFileSync } from 'node:fs';

const OVERALL = 90;
const PER_MODULE = 85;
const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/mutation/mutation.json', 'utf8'));

const tally = (mutants) => {
  const count = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const detected = count('Killed', 'Timeout');
  const valid = detected + count('Survived', 'NoCoverage');
  return { detected, valid, survived: count('Survived'), unreached: count('NoCoverage'), score: valid === 0 ? 100 : (100 * detected) / valid };
};

const rows = Object.entries(report.files).map(([file, { mutants }]) => ({ file, ...tally(mutants) }));
const all = tally(Object.values(report.files).flatMap((f) => f.mutants));
const failures = [];
console.log('| module | score | survived | not reached |\n|---|---|---|---|');
for (const row of rows.sort((a, b) => a.score - b.score)) {
  console.log(`| ${row.file} | ${row.score.toFixed(1)}% | ${String(row.survived)} | ${String(row.unreached)} |`);
  if (row.score < PER_MODULE) failures.push(`${row.file}: ${row.score.toFixed(1)}% (at least ${String(PER_MODULE)}% per module)`);
}
console.log(`| all ${String(rows.length)} modules | ${all.score.toFixed(1)}% | ${String(all.survived)} | ${String(all.unreached)} |`);
if (all.score < OVERALL) failures.push(`all modules: ${all.score.toFixed(1)}% (at least ${String(OVERALL)}%)`);
// The mutants marked equivalent where they are (`// Stryker disable … : reason`), with their reasons.
const ignored = Object.values(report.files).flatMap((f) => f.mutants).filter((m) => m.status === 'Ignored');
const reasons = new Map();
for (const mutant of ignored) reasons.set(mutant.statusReason, (reasons.get(mutant.statusReason) ?? 0) + 1);
console.log(`\n${String(ignored.length)} mutants marked equivalent, for ${String(reasons.size)} reasons (git grep -n "Stryker disable" -- packages)`);
for (const failure of failures) console.error(`✗ mutation score too low: ${failure}`);
process.exitCode = failures.length ? 1 : 0;
