/** Conformance exceptions of the code-analysis package (merged into exceptions.ts by the lead). */
export const codeAnalysisExceptions: Record<string, string> = {
  'code-analysis analysis.recover request:no-operation *':
    'The seed (the contract) lists POST <org>/repositories/{repositoryName}/recover (204; 422 when the repository is not stuck). It belongs to a newer release than openapi.yaml (3.1.0): SOURCE.md says the recover and autoconfig operations are only in that release, and operations-newer.json has it as recoverRepository with the same method, path and `branch` query.',
  'code-analysis autoconfig.* request:no-operation *':
    'The seed lists POST <org>/repositories/{repositoryName}/autoconfig (202) and GET .../autoconfig/status. SOURCE.md says they exist only in a newer release than openapi.yaml (3.1.0); operations-newer.json has them as addAutoconfig and getAutoconfigStatus with the same methods and paths. Their result shapes follow the seed, which wins over that listing.',
};
