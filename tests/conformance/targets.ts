import type { Operation } from '../../packages/core/src/internal.js';
import type { Target } from './harness.js';
import { merged, type Schema } from './sample.js';

const BASE = 'https://api.test';

/** The `data` member of a `{ data: ... }` envelope, which the client unwraps unless the operation opts out. */
function dataPayload(schema: Schema, operation: Operation): Schema {
  const whole = merged(schema);
  return operation.payload !== 'body' && operation.list?.payload !== 'body' && whole.properties?.data ? whole.properties.data : schema;
}

/**
 * The four packages, each with its description and how its wire maps onto it. Each is loaded when its
 * suite asks for it, so that a package's test file imports that package only.
 */
export const targets = {
  platform: async (): Promise<Target> => {
    const [{ PlatformClient }, { operations }, responses] = await Promise.all([
      import('../../packages/platform/src/index.js'),
      import('../../packages/platform/src/operations/index.js'),
      import('../../packages/platform/src/responses/index.js'),
    ]);
    return {
      name: 'platform',
      specFile: 'platform/openapi.json',
      operations,
      responses,
      client: (fetch, validateResponses) => new PlatformClient({ baseUrl: BASE, token: 'conformance-token', fetch, validateResponses }),
      prefix: '/v2',
      specPath: (path) => path,
      payload: dataPayload,
    };
  },
  hosting: async (): Promise<Target> => {
    const [{ HostingClient }, { operations }, responses] = await Promise.all([
      import('../../packages/hosting/src/index.js'),
      import('../../packages/hosting/src/operations/index.js'),
      import('../../packages/hosting/src/responses/index.js'),
    ]);
    return {
      name: 'hosting',
      specFile: 'hosting/openapi.json',
      operations,
      responses,
      client: (fetch, validateResponses) => new HostingClient({ baseUrl: BASE, accessToken: 'conformance-token', fetch, validateResponses }),
      prefix: '/v1',
      specPath: (path) => path.replace(/^\/v1(?=\/)/, ''),
      payload: dataPayload,
    };
  },
  calendar: async (): Promise<Target> => {
    const [{ basicAuth, CalendarClient }, { operations }, responses] = await Promise.all([
      import('../../packages/calendar/src/index.js'),
      import('../../packages/calendar/src/operations/index.js'),
      import('../../packages/calendar/src/responses/index.js'),
    ]);
    return {
      name: 'calendar',
      specFile: 'calendar/openapi.json',
      operations,
      responses,
      client: (fetch, validateResponses) =>
        new CalendarClient({ baseUrl: `${BASE}/wp-json`, auth: basicAuth('editor', 'conformance password'), fetch, validateResponses }),
      prefix: '/calendar/events/v1',
      specPath: (path) => path.replace(/^(?:\/wp-json)?\/calendar\/events\/v1(?=\/)/, ''),
      payload: (schema) => schema,
      correct(description) {
        // The generated description types an event's date and cost details as arrays; the real events
        // (specs/calendar/examples/Archive_EventTest__*.snapshot.json) write each as one object.
        const schemas = (description.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
        const event = schemas.Event?.properties ?? {};
        for (const name of ['start_date_details', 'end_date_details', 'utc_start_date_details', 'utc_end_date_details']) {
          event[name] = { $ref: '#/components/schemas/DateDetails' };
        }
        event.cost_details = { $ref: '#/components/schemas/CostDetails' };
      },
    };
  },
  'code-analysis': async (): Promise<Target> => {
    const [{ CodeAnalysisClient }, { operations }, responses] = await Promise.all([
      import('../../packages/code-analysis/src/index.js'),
      import('../../packages/code-analysis/src/operations/index.js'),
      import('../../packages/code-analysis/src/responses/index.js'),
    ]);
    return {
      name: 'code-analysis',
      specFile: 'code-analysis/openapi.yaml',
      operations,
      responses,
      client: (fetch, validateResponses) => new CodeAnalysisClient({ baseUrl: BASE, apiToken: 'conformance-token', fetch, validateResponses }),
      prefix: '/api/v3',
      specPath: (path) => path.replace(/^\/api\/v3(?=\/)/, ''),
      payload: dataPayload,
    };
  },
} satisfies Record<string, () => Promise<Target>>;

/** A package the conformance suite checks. */
export type TargetName = keyof typeof targets;
