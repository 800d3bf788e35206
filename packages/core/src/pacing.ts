// The local pacing of a client, a module of its own: a dialect whose API publishes rates brings it
// (`pacing: localPacing`), so that the bundles of the other APIs never carry the limiter. A client of those
// APIs whose caller asks for pacing loads it on the first call.
export { localPacing, RateLimiter } from './rate-limit.js';
