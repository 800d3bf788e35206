import type { ToolDefinition } from '../responses/tools.js';

/** The service's catalogue of tools (`tools` namespace), as the fake keeps it. */
export interface FakeToolsState {
  /** The analysis tools, in catalogue order. */
  tools: ToolDefinition[];
}

/** Uuids of the catalogue's tools, for tests and the other fake modules. */
export const CATALOG_TOOLS = {
  eslint: 'f8b29663-2cb2-498d-b923-a10c6a8c05cd',
  pylint: '34225275-f79e-4b85-8126-c7512c987c0d',
  semgrep: '6792c561-236d-41b7-ba5e-9d6bee0d548b',
} as const;

/** A tool of the catalogue: a linter the service wraps in a docker image, run on its servers. */
function tool(uuid: string, name: string, version: string, languages: string[], enabledByDefault: boolean): ToolDefinition {
  const shortName = name.toLowerCase();
  const image = `registry.example.test/tools/${shortName}:${version}`;
  const flags = { needsCompilation: false, clientSide: false, standalone: false, configurable: true };
  return { uuid, name, version, shortName, configurationFilenames: [], dockerImage: image, languages, enabledByDefault, ...flags };
}

/** The catalogue the fake starts with: ESLint, Pylint and Semgrep. */
export function seedTools(): FakeToolsState {
  return {
    tools: [
      tool(CATALOG_TOOLS.eslint, 'ESLint', '9.12.0', ['JavaScript', 'TypeScript'], true),
      tool(CATALOG_TOOLS.pylint, 'Pylint', '3.3.1', ['Python'], true),
      tool(CATALOG_TOOLS.semgrep, 'Semgrep', '1.95.0', ['JavaScript', 'TypeScript', 'Python', 'Go', 'Java'], false),
    ],
  };
}
