import { describeConformance } from './suite.js';

// Every platform operation against the public description of its API: see suite.ts.
await describeConformance('platform');
