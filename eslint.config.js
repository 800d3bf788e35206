import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'docs/**', 'bench/results/**', '**/tsup.config.ts', 'examples/.docs/**', 'tests/consumers/**', 'packages/redis-store/test/.workers/**'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unnecessary-condition': ['error', { allowConstantLoopConditions: true }],
      '@typescript-eslint/consistent-type-definitions': 'off',
      // \`import { type A } from\` and \`export { type A } from\` keep an empty \`import {} from\` in the output
      // (verbatimModuleSyntax): a side-effect import that ties that module, and all it imports, to every bundle
      // of the entry. \`import type\` and \`export type\` are erased.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration[exportKind='value'][source]:has(ExportSpecifier):not(:has(ExportSpecifier[exportKind='value']))",
          message: 'Only types here: write `export type { … } from`, which leaves no import behind in the build.',
        },
      ],
    },
  },
  {
    // The engine stays readable in named stages: no function over 60 lines or 15 decision points.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      complexity: ['error', 15],
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A generated namespace class gets its operation methods from the plans at run time (`defineOperations`);
    // an interface of the same name, which extends the interface of the methods, declares them. A composite
    // that calls some of those methods declares them the same way (`interface XComposites extends Pick<…>`).
    // The merge is the point, and a generated class may hold only its constructor.
    files: ['packages/*/src/resources.ts', 'packages/*/src/composed/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/test/**', 'examples/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
