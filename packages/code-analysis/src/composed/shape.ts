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
