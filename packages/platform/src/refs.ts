/**
 * Builds a reference to a named resource for use wherever an ID is accepted:
 * `resourceRef('alice', 'my-actor')` is `alice~my-actor`; `resourceRef(undefined, 'my-actor')` is
 * `~my-actor`, a resource of the token's owner. The `~` travels literally in the path.
 */
export function resourceRef(username: string | undefined, name: string): string {
  if (!name) throw new TypeError('resourceRef: the resource name must not be empty');
  if (name.includes('~') || username?.includes('~')) throw new TypeError('resourceRef: names cannot contain "~"');
  return `${username ?? ''}~${name}`;
}
