/**
 * Reads a field of an answer that its type does not name yet (one the API added after this release), as
 * `unknown` for you to check before use. Answers keep every field the server sent, but their types list the
 * known ones only, so that a misspelt field does not compile; this is the one way to reach the others.
 * Undefined when the answer has no field of that name of its own.
 */
export function untypedField(answer: object, name: string): unknown {
  return Object.hasOwn(answer, name) ? (answer as Record<string, unknown>)[name] : undefined;
}
