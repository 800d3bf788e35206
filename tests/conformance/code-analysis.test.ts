import { describeConformance } from './suite.js';

// Every code-analysis operation against the public description of its API: see suite.ts.
await describeConformance('code-analysis');
