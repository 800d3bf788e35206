import { describe, expect, it } from 'vitest';
import { annotatePure } from '../../tsup.base.js';

describe('annotatePure (the build step that marks schema and description calls pure)', () => {
  it('marks zod calls and the named functions, nested ones included', () => {
    expect(annotatePure('const a = z.object({ b: z.optional(z.string()) });', [])).toBe(
      'const a = /* @__PURE__ */ z.object({ b: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()) });',
    );
    expect(annotatePure('export const op = defineOperation({ list: pages() });', ['defineOperation', 'pages'])).toBe(
      'export const op = /* @__PURE__ */ defineOperation({ list: /* @__PURE__ */ pages() });',
    );
  });

  it('leaves declarations, methods of the same name and other calls alone', () => {
    const source = 'function pages(x) { return other(x); }\nthing.pages(1);\nmypages(2);\nz.infer<typeof a>;';
    expect(annotatePure(source, ['pages'])).toBe(source);
  });

  it('leaves comments and strings alone (a mark inside a block comment would end it)', () => {
    const source = "/** Built with defineOperation(...) and z.object(...). */\n// z.string() here\nconst s = 'z.string()' + \"defineOperation(\" + `z.number()`;";
    expect(annotatePure(source, ['defineOperation'])).toBe(source);
  });
});
