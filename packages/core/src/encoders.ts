// The registry of named encoders: a schema made with `encoded()` (from `@typed-api/core/schema`) is
// remembered with its name and function, so that `defineOperation` and the generator can name the
// encoder in an operation's input rules, and the default call path can apply the same function without
// the schema.

/** A named encoder as a schema carries it. */
export interface NamedEncoder {
  readonly name: string;
  readonly encode: (value: never) => unknown;
}

const registry = new WeakMap<object, NamedEncoder>();

/** Remembers that `schema` sends its value through the named encoder. */
export function registerEncoder(schema: object, encoder: NamedEncoder): void {
  registry.set(schema, encoder);
}

/** The named encoder a schema was made with, if it was made with `encoded()`. */
export function encoderOf(schema: unknown): NamedEncoder | undefined {
  return typeof schema === 'object' && schema !== null ? registry.get(schema) : undefined;
}
