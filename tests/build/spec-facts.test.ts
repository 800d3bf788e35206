// The facts the public descriptions state of our fields (scripts/spec-facts.ts), kept in
// scripts/spec-facts/<package>.json for the generated types: written by `pnpm generate`, and checked here to
// be what the descriptions say now. Needs `../shared/specs` (as the conformance suite does).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../../packages/core/src/internal.js';
import { answerSchemaNames } from '../../scripts/answers.js';
import { specFacts } from '../../scripts/spec-facts.js';
import { SURFACES } from '../../scripts/surface.config.js';
import { methodsOf, readPackage } from '../../scripts/surface.js';
import { specsPresent } from '../conformance/harness.js';
import { targets, type TargetName } from '../conformance/targets.js';

const ROOT = resolve(import.meta.dirname, '../..');
/** `pnpm generate` sets this: the files are written instead of compared. */
const UPDATE = process.env.UPDATE_GENERATED === '1';
const DIR = join(ROOT, 'scripts/spec-facts');

describe.skipIf(!specsPresent).each(Object.keys(targets) as TargetName[])('the facts the description of %s states', (name) => {
  it('are the ones scripts/spec-facts holds', async () => {
    const packageDir = join(ROOT, 'packages', name);
    const surface = SURFACES[name];
    if (!surface) throw new Error(`scripts/surface.config.ts has no surface for ${name}`);
    const source = await readPackage(packageDir, surface);
    const inputsTypes = new Map<Operation, string>();
    for (const method of [...methodsOf(source).values()].flat()) if (method.inputs) inputsTypes.set(method.op, method.inputs.type);
    const facts = await specFacts(await targets[name](), await answerSchemaNames(packageDir), inputsTypes);
    const text = `${JSON.stringify(facts, null, 2)}\n`;
    const file = join(DIR, `${name}.json`);
    if (UPDATE) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, text);
    }
    expect(existsSync(file), `${file}: run \`pnpm generate\``).toBe(true);
    expect(readFileSync(file, 'utf8'), `${file} is stale: run \`pnpm generate\``).toBe(text);
  }, 120_000);
});
