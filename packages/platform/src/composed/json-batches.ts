// The one way the batch helpers cut a list into request bodies: consecutive chunks, each one JSON array
// within a byte limit (and a count limit where the API has one). Dataset pushes and request-queue batches
// both use it.

/** One chunk of a list, sent as one JSON array: its items, and the bytes of that array. */
export interface JsonChunk<T> {
  /** The items, in the order they were given. */
  items: T[];
  /** The UTF-8 bytes of `JSON.stringify(items)`. */
  bytes: number;
}

/** How large one chunk may be. */
export interface JsonChunkLimits {
  /** Most bytes of one chunk's JSON array, brackets and commas included. */
  maxBytes: number;
  /** Most items in one chunk. Default: no limit but the bytes. */
  maxCount?: number | undefined;
}

const encoder = new TextEncoder();

/**
 * Cuts `items` into consecutive chunks, each sent as one JSON array (`[a,b,…]`) of at most
 * `limits.maxBytes` bytes and `limits.maxCount` items, in order. An item that alone makes an array over the
 * limit is refused with the error `tooLarge` makes of its index and the size of that array; it is asked
 * before anything is returned, so a caller refuses the whole list before sending any of it.
 */
export function chunkJsonArray<T>(items: readonly T[], limits: JsonChunkLimits, tooLarge: (index: number, bodyBytes: number) => Error): JsonChunk<T>[] {
  const maxCount = limits.maxCount ?? Infinity;
  const chunks: JsonChunk<T>[] = [];
  let current: JsonChunk<T> = { items: [], bytes: 2 };
  for (const [index, item] of items.entries()) {
    const itemBytes = encoder.encode(JSON.stringify(item)).byteLength;
    // Alone, an item makes `[item]`.
    if (itemBytes + 2 > limits.maxBytes) throw tooLarge(index, itemBytes + 2);
    // After another, it adds a comma.
    const added = current.items.length === 0 ? itemBytes : itemBytes + 1;
    if (current.items.length > 0 && (current.bytes + added > limits.maxBytes || current.items.length >= maxCount)) {
      chunks.push(current);
      current = { items: [item], bytes: itemBytes + 2 };
    } else {
      current.items.push(item);
      current.bytes += added;
    }
  }
  if (current.items.length > 0) chunks.push(current);
  return chunks;
}
