/** Header names whose values are credentials and never shown. */
const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'api-token',
  'project-token',
  'cookie',
  'set-cookie',
  'x-wp-nonce',
  'payment-signature',
  'x-api-key',
]);
/** Query parameter names whose values are credentials and never shown. */
const SECRET_QUERY = new Set(['token', 'access_token', 'api_token', 'client_secret', 'password', 'apikey', 'api_key']);

/** What replaces a secret wherever it would appear. */
export const REDACTED = '[REDACTED]';

/** True for a header whose value must never be logged or shown. */
export function isSecretHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_HEADERS.has(lower) || lower.endsWith('-pay-id');
}

/**
 * The forms a secret takes where it may be echoed back: as given, URL-encoded (path or query),
 * form-encoded (`+` for spaces) and JSON-escaped (inside a string of a JSON body).
 */
export function secretForms(value: string): string[] {
  const forms = new Set([value, encodeURIComponent(value), new URLSearchParams({ s: value }).toString().slice(2), JSON.stringify(value).slice(1, -1)]);
  return [...forms];
}

/**
 * Removes credentials from everything the SDK shows: URLs, headers, messages and bodies.
 * It knows the secret header and query names, plus the literal secret values it is given
 * (tokens, client secrets, passwords) in every form they may take, which it replaces wherever
 * they occur. A `source` (the client's auth strategy) is asked for its current secrets before
 * each use, so a token fetched a moment ago is already known.
 */
export class Redactor {
  readonly #values = new Set<string>();
  /** Every form of every secret, longest first; undefined until a secret is known. */
  #sorted: string[] | undefined;
  readonly #source: (() => readonly (string | undefined)[]) | undefined;

  constructor(source?: () => readonly (string | undefined)[]) {
    this.#source = source;
  }

  /** Registers literal secret values to scrub from any text. Short values (under 4 chars) are ignored. */
  add(...values: (string | undefined)[]): void {
    const fresh = values.filter((value): value is string => value !== undefined && value.length >= 4 && !this.#values.has(value));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: sorting again when nothing is new gives the same list (it only saves the work)
    if (fresh.length === 0) return;
    for (const value of fresh) this.#values.add(value);
    // Longest first, so that a secret's encoded form is replaced whole before the raw one inside it.
    const forms = new Set<string>();
    for (const value of this.#values) for (const form of secretForms(value)) forms.add(form);
    this.#sorted = [...forms].sort((a, b) => b.length - a.length);
  }

  /** Replaces every known secret value inside `text`. */
  text(text: string): string {
    if (this.#source) this.add(...this.#source());
    let out = text;
    this.#sorted?.forEach((value) => {
      out = out.split(value).join(REDACTED);
    });
    return out;
  }

  /** A URL with secret query values replaced. */
  url(url: string | URL): string {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return this.text(String(url));
    }
    for (const key of [...parsed.searchParams.keys()]) {
      if (SECRET_QUERY.has(key.toLowerCase())) parsed.searchParams.set(key, REDACTED);
    }
    if (parsed.password) parsed.password = REDACTED;
    return this.text(parsed.toString());
  }

  /** A plain object of headers with secret values replaced. */
  headers(headers: Headers | Record<string, string> | undefined): Record<string, string> {
    const out: Record<string, string> = {};
    if (!headers) return out;
    const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
    for (const [name, value] of entries) out[name] = isSecretHeader(name) ? REDACTED : this.text(value);
    return out;
  }

  /** A deep copy of a parsed body with secret values replaced in every string. */
  value(value: unknown, depth = 0): unknown {
    if (typeof value === 'string') return this.text(value);
    if (depth > 20 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => this.value(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = this.value(v, depth + 1);
    return out;
  }
}
