/** Conformance exceptions of the calendar package (merged into exceptions.ts by the lead). */

const SPEC = 'specs/calendar';

const BOOLEAN_AS_DIGIT =
  'Booleans go into the query as 1/0 on purpose (packages/calendar/src/client.ts): the site reads some filters as raw text with PHP truthiness, where "false" counts as true (has_events, only_with_upcoming have no declared type on the site). 1/0 is read right by every filter, typed or not; the seed names these filters bool without fixing a wire form.';

const ALWAYS_WRITTEN = `Every record in the real responses (${SPEC}/examples/*.snapshot.json), password-protected ones included, carries it; the generated description marks no field required at all.`;

/** Findings kept on purpose, each with its reason (see exceptions.ts for the key format). */
export const calendarExceptions: Record<string, string> = {
  // Routes the generated description leaves out.
  'calendar * request:no-operation *':
    'The seed lists these routes (GET on the namespace root for the route index, POST on /events, /venues, /organizers, /categories, /tags to create); the generated description has 14 paths and leaves them out.',

  // Query encoding.
  'calendar *.list request:request-invalid /query/has_events': BOOLEAN_AS_DIGIT,
  'calendar *.list request:request-invalid /query/only_with_upcoming': BOOLEAN_AS_DIGIT,
  'calendar *.list request:request-invalid /query/hide_empty': BOOLEAN_AS_DIGIT,
  'calendar events.list request:request-invalid /query/featured': BOOLEAN_AS_DIGIT,
  'calendar events.list request:request-invalid /query/geoloc': BOOLEAN_AS_DIGIT,
  'calendar events.list request:request-invalid /query/ticketed': BOOLEAN_AS_DIGIT,
  'calendar events.* request:query-unknown password':
    'The seed gives the single-event routes an optional `password` (string), by id and "same by post name" by slug; the description lists it as a path parameter the route template does not have (and not at all on by-slug), so it can only travel in the query.',

  // Request bodies.
  'calendar *.update* request:content-type content-type':
    'Bodies go as JSON: WordPress REST reads JSON bodies on every route, the seed fixes no encoding, and an event\'s venue/organizer may be "IDs or names/data" (seed), nested data a flat form cannot carry. The description\'s form type is the generator\'s fixed choice.',
  'calendar * schema:missing-field body.id':
    'The seed\'s organizer and category write fields do not include `id`: the description copies the route\'s path parameter {id} into the body. The id travels in the path.',
  'calendar organizers.updateBySlug schema:missing-field body.slug':
    'The seed\'s organizer write fields do not include `slug`: the description copies the route\'s path parameter {slug} into the body. The slug travels in the path.',

  // List envelopes.
  'calendar *.list schema:type response': `SOURCE.md: list routes return an envelope {events|venues|organizers|categories|tags: [...], rest_url, next_rest_url?, previous_rest_url?, total, total_pages}, not a bare array, as ${SPEC}/examples/Archive_*.snapshot.json show.`,
  'calendar *.list response:response-refused 200 *': `SOURCE.md: list routes answer an envelope object, never the bare array the description generates (see ${SPEC}/examples/Archive_*.snapshot.json).`,

  // Event detail objects.
  'calendar events.* schema:type response.*_details': `The description types start_date_details, end_date_details, utc_*_details and cost_details as arrays; the real events (${SPEC}/examples/Archive_EventTest__*.snapshot.json) write each as one object ({year, month, day, hour, minutes, seconds}; {currency_symbol, currency_code, currency_position, values}).`,

  // Fields every record has.
  'calendar * schema:required response.id': ALWAYS_WRITTEN,
  'calendar events.* schema:required response.*[].id': `${ALWAYS_WRITTEN} Nested organizers are such records; nested categories and tags are terms, which the plugin drops when they have no id (Post_Repository::prepare_term_data, 6.17.2).`,
  'calendar events.* schema:required response.title': `${ALWAYS_WRITTEN} The seed requires a title on create.`,
  'calendar events.* schema:required response.*_date': `${ALWAYS_WRITTEN} The seed requires start_date and end_date on create.`,
  'calendar * schema:required response.name': 'The seed requires a category\'s `name` on create, so every term has one; the generated description marks no field required at all.',
  'calendar events.* schema:required response.*[].name': 'The seed requires a term\'s `name` on create, so the categories and tags of an event have one; the generated description marks no field required at all.',
  // Kept before the event variants below: the first matching pattern claims a finding.
  'calendar * response:response-refused * minimal': `The generated "minimal" record is {} because the description marks nothing required; real records always carry their id (and an event its title and dates, a term its name): ${SPEC}/examples/*.snapshot.json.`,
  'calendar events.* response:response-refused *': `The generated event variants (full, nulls, one per enum value) write every *_details field and cost_details as an array; real events write objects (${SPEC}/examples/Archive_EventTest__*.snapshot.json).`,
};
