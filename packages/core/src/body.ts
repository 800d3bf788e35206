/** Lets go of a response body we will not read, without waiting (a tee'd body only settles when both branches do). */
export function discard(response: Response): void {
  if (response.body && !response.bodyUsed) response.body.cancel().catch(() => undefined);
}
