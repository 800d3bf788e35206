/** What the soak's server and workers agree on. */

/** How many items the walked dataset holds. */
export const WALK_ITEMS = 3_000;
/** The fake's one valid token. */
export const SOAK_TOKEN = 'soak-token';
