// Hand-written: a helper the composites share, not a namespace (no `…Composites` class).
import { ApiPromise, ValidationError } from '@typed-api/core';
import { checkInputs } from '@typed-api/core/internal';

/** Sends a call whose inputs the method reads field by field, once the core's `checkInputs` accepts them; else a call that fails the same way the engine's calls do. */
export function sendChecked<T>(id: string, inputs: unknown, known: readonly string[], send: () => ApiPromise<T>): ApiPromise<T> {
  let refused: ValidationError | undefined;
  try {
    checkInputs(id, inputs, known);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    refused = error;
  }
  return refused ? new ApiPromise<never>(Promise.reject(refused), id) : send();
}

/** What a multipart upload sends: text fields, and files as text or bytes. */
export type MultipartFields = Record<string, string | Blob | { content: string | Blob; name: string } | undefined>;

/**
 * A `multipart/form-data` body of the given fields (the upload operations' wire form): strings as text
 * fields, `{ content, name }` as a file part under that file name, undefined fields left out.
 */
export function multipartBody(fields: MultipartFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string' || value instanceof Blob) form.append(name, value);
    else form.append(name, typeof value.content === 'string' ? new Blob([value.content], { type: 'application/json' }) : value.content, value.name);
  }
  return form;
}
