/** A method of a handle, taking the resource's id first. */
export interface ByIdMethod<A extends unknown[], R> {
  /**
   * Runs the handle's method of the same name for the resource with this ID (or `username~name`): the
   * other arguments and the result are those of the handle's method, documented on the handle class.
   */
  // An interface rather than a function type, so that the signature carries its own documentation.
  // eslint-disable-next-line @typescript-eslint/prefer-function-type
  (id: string, ...args: A): R;
}

/** The methods of a handle type `H`, each taking the resource's id (or `username~name`) first. */
export type ById<H> = { [K in keyof H]: H[K] extends (...args: infer A) => infer R ? ByIdMethod<A, R> : never };

/**
 * Gives a collection class, for every method of its handle class, a method of the same name that takes
 * the id first and runs the handle's method for that id. The collection's methods are thus the
 * handle's, not a second copy of them; their types come from {@link ById}.
 */
export function addByIdMethods<C extends object, H extends object>(collection: { prototype: C }, handle: { prototype: H }, open: (self: C, id: string) => H): void {
  for (const name of Object.getOwnPropertyNames(handle.prototype) as (keyof H & string)[]) {
    if (name === 'constructor') continue;
    Object.defineProperty(collection.prototype, name, {
      value(this: C, id: string, ...args: unknown[]): unknown {
        const handle = open(this, id);
        return (handle[name] as (...rest: unknown[]) => unknown).apply(handle, args);
      },
      writable: true,
      configurable: true,
    });
  }
}
