// Minimal browser usage of @typed-api/code-analysis: one client, one call (bundled by the size check).
import { CodeAnalysisClient } from '@typed-api/code-analysis';

const analysis = new CodeAnalysisClient({ baseUrl: 'https://api.example.com', apiToken: 'token' });
console.log(await analysis.repositories.get('gh', 'org', 'repo'));
