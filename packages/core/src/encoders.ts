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

const jsonTexts = new WeakSet<object>();

/** Remembers that `schema` takes a body given as JSON text, which is sent as it is (made by `jsonText()`). */
export function registerJsonText(schema: object): void {
  jsonTexts.add(schema);
}

/** True when `schema` was made with `jsonText()`: a string it takes is JSON text, sent as it is. */
export function isJsonText(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && jsonTexts.has(schema);
}

/** What is wrong with a body given as JSON text, or undefined when it parses. */
export function jsonTextProblem(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return `is a string, so it is sent as JSON text, but it is not JSON (${error instanceof Error ? error.message : String(error)}); give the value itself to have it encoded`;
  }
}
