// Minimal browser usage of @typed-api/platform with OpenTelemetry: one client made through `withTelemetry`,
// one call (bundled by the size check: what telemetry adds, and the one bundle allowed to hold it).
import { withTelemetry } from '@typed-api/core/telemetry';
import { PlatformClient } from '@typed-api/platform';

const platform = withTelemetry(PlatformClient, { baseUrl: 'https://api.example.com', token: 'token' });
console.log(await platform.requestQueues.getRequest('queue-id', 'request-id'));
