import { ok, paged, reject, toInt, type RouteTable } from './http.js';
import type { HostingFakeState, Json } from './state.js';

const ACTIVITY_FIELDS: Record<string, string> = { action: 'name', account_email: 'accountEmail', ip_address: 'ipAddress', source: 'source' };
const ACCOUNT_ACTIONS = [
  { name: 'site.created', description: 'Site created' },
  { name: 'site.deleted', description: 'Site deleted' },
  { name: 'settings', description: 'Settings updated' },
  { name: 'account.collaborator', description: 'Account collaborator changed' },
];
const SITE_ACTIONS = [
  { name: 'wordpress.lightweight_404.enabled', description: 'Light 404 answers enabled' },
  { name: 'wordpress.lightweight_404.disabled', description: 'Light 404 answers disabled' },
  { name: 'wordpress.object_cache', description: 'Object cache flushed' },
];
const PHP_VERSIONS = ['8.2', '8.3', '8.4', '8.5'];
const DATACENTERS = ['AMS', 'BUR', 'DCA', 'DFW'];

/** Account, add-on and activity routes. */
export function accountRoutes(state: () => HostingFakeState): RouteTable {
  return {
    'account.get': () => state().account,
    'account.update': ({ body }) => {
      const s = state();
      if ('php_version' in body) {
        if (typeof body.php_version !== 'string' || !PHP_VERSIONS.includes(body.php_version)) reject(400, 'The php version is not supported');
        s.account.defaultPhpVersion = body.php_version;
      }
      if ('datacenter_code' in body) {
        if (body.datacenter_code !== null && (typeof body.datacenter_code !== 'string' || !DATACENTERS.includes(body.datacenter_code))) {
          reject(400, 'The datacenter code is not valid');
        }
        s.account.defaultDatacenter = body.datacenter_code;
      }
      return null;
    },
    'account.activityLogs': ({ body }) => activityPage(state().activity, body),
    'account.actions': () => ACCOUNT_ACTIONS,
    'sites.actions': () => SITE_ACTIONS,
    'addons.listAvailable': () => state().addons,
    'addons.listAttached': () => attached(state()),
    'addons.setQuantity': ({ body }) => {
      const s = state();
      const id = toInt(body.addon_id);
      const quantity = toInt(body.quantity);
      if (id === undefined || !s.addons.some((a) => a.id === id)) reject(404, 'Add-on not found');
      if (quantity === undefined || quantity < 0) reject(400, 'quantity must be a whole number');
      if (quantity === 0) s.attachedAddons.delete(id);
      else s.attachedAddons.set(id, quantity);
      return attached(s);
    },
  };
}

/** Filters and pages an activity log as the API does (at most 50 entries per page). */
export function activityPage(log: Json[], body: Json): Response {
  const perPage = body.per_page === undefined ? 20 : toInt(body.per_page);
  if (perPage === undefined || perPage < 1 || perPage > 50) reject(400, 'per_page must be between 1 and 50');
  const filters = Array.isArray(body.filters) ? (body.filters as Json[]) : [];
  const entries = log.filter((entry) =>
    filters.every((f) => {
      const key = ACTIVITY_FIELDS[String(f.field)];
      if (!key) reject(400, `Unknown filter field ${String(f.field)}`);
      const actual = typeof entry[key] === 'string' ? entry[key] : '';
      const wanted = typeof f.value === 'string' ? f.value : '';
      return f.operator === 'contains' ? actual.includes(wanted) : actual === wanted;
    }),
  );
  const { data, page } = paged(entries, body.page, perPage);
  return ok(data, 'Success', 200, { page });
}

function attached(s: HostingFakeState): Json[] {
  return [...s.attachedAddons].map(([id, quantity]) => ({ name: s.addons.find((a) => a.id === id)?.name ?? String(id), quantity }));
}
