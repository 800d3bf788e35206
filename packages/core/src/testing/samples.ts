import { sample } from 'openapi-sampler';
import { toJSONSchema } from 'zod/v4/core';
import type * as z from 'zod/v4/core';
import type { Operation } from '../operation.js';
import type { FakeHandler } from './engine.js';

/**
 * A value `schema` accepts as input, the same on every call: its required fields, each with a value of its
 * type (the first of its values, or its default or example, where it names one). Made by `openapi-sampler`
 * from the schema's JSON Schema; the form is what goes on the wire (before any transform of the schema).
 */
export function sampleOf<S extends z.$ZodType>(schema: S): z.input<S> {
  // An object open to more fields is sampled with the fields it names only: the sampler would invent
  // `property1` and `property2`, which no API sends.
  const json = JSON.parse(JSON.stringify(toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), closed)) as Parameters<typeof sample>[0];
  return sample(json, { skipNonRequired: true, quiet: true }) as z.input<S>;
}

/** Leaves out the `additionalProperties` of an object schema (see {@link sampleOf}); everything else as it is. */
function closed(this: unknown, key: string, value: unknown): unknown {
  return key === 'additionalProperties' && (this as { type?: unknown }).type === 'object' ? undefined : value;
}

/**
 * What a fake answers for an operation that no handler of its own answers (`fakeRoutes`' `unhandled`): a
 * sample of the operation's response schema, read from the package's response schemas (`responses`, what the
 * descriptions' readers name); an empty answer for an operation that names none or answers no body; empty
 * text or bytes for one answered in text or bytes. Every operation a package describes is so answered with
 * data its schema accepts, before anyone writes its behaviour.
 */
export function sampleAnswers(responses: Readonly<Record<string, unknown>>): (operation: Operation) => FakeHandler {
  return (operation) => () => {
    switch (operation.responseType) {
      case 'none':
        return undefined;
      case 'text':
        return '';
      case 'arrayBuffer':
      case 'stream':
        return new Response(new Uint8Array(), { headers: { 'content-type': operation.accept ?? 'application/octet-stream' } });
      default: {
        const schema = operation.response?.(responses) as z.$ZodType | undefined;
        return schema === undefined ? undefined : sampleOf(schema);
      }
    }
  };
}
