import { describeConformance } from './suite.js';

// Every calendar operation against the public description of its API: see suite.ts.
await describeConformance('calendar');
