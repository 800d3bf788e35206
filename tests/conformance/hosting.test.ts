import { describeConformance } from './suite.js';

// Every hosting operation against the public description of its API: see suite.ts.
await describeConformance('hosting');
