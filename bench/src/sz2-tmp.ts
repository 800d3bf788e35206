import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
const r = await build({ entryPoints: [fileURLToPath(new URL(`./size/${process.argv[2]}`, import.meta.url))], bundle: true, splitting: true, minify: true, format: 'esm', platform: 'browser', target: 'es2023', write: false, metafile: true, logLevel: 'silent', outdir: 'out', absWorkingDir: process.cwd() });
for (const [name, o] of Object.entries(r.metafile.outputs)) {
  if (!name.endsWith('.js')) continue;
  console.log(name, o.bytes, o.entryPoint ?? '', 'imports:', o.imports.map(i => `${i.path}(${i.kind})`).join(' '));
  for (const [i, { bytesInOutput }] of Object.entries(o.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput).slice(0, +(process.env.N ?? 12))) console.log('   ', bytesInOutput, i.replace(/.*node_modules\//, 'nm/').replace(/.*packages\//, ''));
}
