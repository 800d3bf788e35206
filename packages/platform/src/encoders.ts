// The platform's named encoders: how some inputs are written on the wire. The schemas run them through
// `encoded()` and the dialect lists them by the same names, so a call sends the same with or without
// `validateInputs`.

/** The `desc` flag: `1` when true, left out otherwise, as the API expects. */
export function flagOne(value: boolean): 1 | undefined {
  return value ? 1 : undefined;
}

/** A list of field names as one comma-joined text (text is sent as given). */
export function commaJoined(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(',');
}

/** Ad-hoc webhooks as the API takes them in a query: the list as base64 of its JSON (text is taken as already encoded). */
export function base64Webhooks(value: string | readonly unknown[]): string {
  if (typeof value === 'string') return value;
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The encoders by the names input rules use. */
export const platformEncoders = { 'flag-one': flagOne, 'comma-list': commaJoined, 'base64-json': base64Webhooks } as const;
