// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
// #region readme
import { createClient } from '@typed-api/code-analysis/functions';
import * as repositories from '@typed-api/code-analysis/functions/repositories';

const client = createClient({ baseUrl: 'https://api.example.com', apiToken: 'my-token' });
const repo = await repositories.get(client, { params: { provider: 'gh', organization: 'acme', repository: 'web' } });
console.log(repo.repository.name);
// #endregion
