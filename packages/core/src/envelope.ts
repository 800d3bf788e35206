// The most common envelope, apart from the client class: a dialect that names it must not pull `ApiClient`
// into a bundle of standalone calls (a class with a computed method key is kept by bundlers once reached).

/** Picks the payload out of a `{ data }` envelope (the most common one); bodies without `data` pass through. */
export function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : body;
}
