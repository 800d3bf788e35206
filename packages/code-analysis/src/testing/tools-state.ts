import type { EngineTool, ToolDefinition } from '../responses/tools.js';

/** The service's catalogue of tools (`tools` namespace), as the fake keeps it. */
export interface FakeToolsState {
  /** The analysis tools, in catalogue order. */
  tools: ToolDefinition[];
  /** The duplication tools. */
  duplication: EngineTool[];
  /** The metrics tools. */
  metrics: EngineTool[];
}

/** Uuids of the catalogue's tools, for tests and the other fake modules. */
export const CATALOG_TOOLS = {
  eslint: 'f8b29663-2cb2-498d-b923-a10c6a8c05cd',
  pylint: '34225275-f79e-4b85-8126-c7512c987c0d',
  semgrep: '6792c561-236d-41b7-ba5e-9d6bee0d548b',
} as const;

/** The catalogue the fake starts with: ESLint, Pylint and Semgrep, two duplication tools and two metrics tools. */
export function seedTools(): FakeToolsState {
  return {
    tools: [
      {
        uuid: CATALOG_TOOLS.eslint,
        name: 'ESLint',
        version: '9.12.0',
        shortName: 'eslint',
        documentationUrl: 'https://eslint.org/docs/latest/rules/',
        sourceCodeUrl: 'https://git.example.test/tools/eslint-wrapper',
        prefix: 'ESLint_',
        needsCompilation: false,
        configurationFilenames: ['eslint.config.js', '.eslintrc.json', '.eslintrc.yaml'],
        description: 'Finds and reports problematic patterns in JavaScript and TypeScript code.',
        dockerImage: 'registry.example.test/tools/eslint:9.12.0',
        languages: ['JavaScript', 'TypeScript'],
        clientSide: false,
        standalone: false,
        enabledByDefault: true,
        configurable: true,
      },
      {
        uuid: CATALOG_TOOLS.pylint,
        name: 'Pylint',
        version: '3.3.1',
        shortName: 'pylint',
        documentationUrl: 'https://pylint.readthedocs.io/en/stable/user_guide/checkers/features.html',
        sourceCodeUrl: 'https://git.example.test/tools/pylint-wrapper',
        prefix: 'PyLintPython3_',
        needsCompilation: false,
        configurationFilenames: ['pylintrc', '.pylintrc', 'pyproject.toml'],
        description: 'Checks Python code for errors, coding standard violations and code smells.',
        dockerImage: 'registry.example.test/tools/pylint:3.3.1',
        languages: ['Python'],
        clientSide: false,
        standalone: false,
        enabledByDefault: true,
        configurable: true,
      },
      {
        uuid: CATALOG_TOOLS.semgrep,
        name: 'Semgrep',
        version: '1.95.0',
        shortName: 'semgrep',
        documentationUrl: 'https://semgrep.dev/docs/',
        sourceCodeUrl: 'https://git.example.test/tools/semgrep-wrapper',
        prefix: 'Semgrep_',
        needsCompilation: false,
        configurationFilenames: ['.semgrep.yml'],
        description: 'Finds security problems with semantic code patterns in many languages.',
        dockerImage: 'registry.example.test/tools/semgrep:1.95.0',
        languages: ['JavaScript', 'TypeScript', 'Python', 'Go', 'Java'],
        clientSide: false,
        standalone: false,
        enabledByDefault: false,
        configurable: true,
      },
    ],
    duplication: [
      { dockerImage: 'registry.example.test/duplication/pmdcpd:2.4.1', languages: ['Java', 'JavaScript', 'TypeScript', 'Go'] },
      { dockerImage: 'registry.example.test/duplication/flay:1.1.0', languages: ['Ruby'] },
    ],
    metrics: [
      { dockerImage: 'registry.example.test/metrics/cloc:2.3.0', languages: ['Java', 'JavaScript', 'TypeScript', 'Python', 'Go', 'Ruby'] },
      { dockerImage: 'registry.example.test/metrics/lizard:1.17.10', languages: ['Python', 'Go', 'Java'] },
    ],
  };
}
