/* global window */
// Runs in the browser when tests/runtimes/run.js drives this runner: the five runtime checks (call, walk,
// typed error, abort, stream) of the four built packages, against that runner's fakes.
import { runChecks } from '../../runtimes/checks/all.js';

window.__run = () => runChecks(window.__config);
