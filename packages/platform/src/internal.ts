const PAGING_HEADER = /^x-[a-z0-9]+-pagination-(offset|limit|count|total)$/i;

/**
 * Reads the paging headers of a bare-array list. Their names carry a vendor word in the middle
 * (`x-<word>-pagination-offset`), so they are matched by pattern, never by a fixed name.
 */
export function readPagingHeaders(headers: Headers): Partial<Record<'offset' | 'limit' | 'count' | 'total', number>> {
  const out: Partial<Record<'offset' | 'limit' | 'count' | 'total', number>> = {};
  headers.forEach((value, name) => {
    const match = PAGING_HEADER.exec(name);
    const field = match?.[1]?.toLowerCase() as 'offset' | 'limit' | 'count' | 'total' | undefined;
    const number = Number(value);
    if (field && value.trim() !== '' && Number.isFinite(number)) out[field] = number;
  });
  return out;
}

/** True for content types whose body is JSON. */
export function isJsonType(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());
}

/** True for content types whose body is text. */
export function isTextType(contentType: string): boolean {
  return /^text\//i.test(contentType.trim()) || /^application\/(?:xml|javascript|x-ndjson|jsonl)\b/i.test(contentType.trim());
}

/** Decodes a record body by its content type: JSON parsed, text as a string, anything else as bytes. */
export function decodeBody(bytes: ArrayBuffer, contentType: string): unknown {
  if (isJsonType(contentType)) {
    const text = new TextDecoder().decode(bytes);
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  }
  if (isTextType(contentType)) return new TextDecoder().decode(bytes);
  return bytes;
}
