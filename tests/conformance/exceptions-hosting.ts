/**
 * Conformance exceptions of the hosting package (merged into exceptions.ts by the lead). The specific
 * entries come before the broad `*` patterns: a finding is kept by the first pattern that matches it.
 */
export const hostingExceptions: Record<string, string> = {
  // Places where the description itself is wrong; the seed (the contract) says otherwise.
  'hosting sites.validateName request:body-*':
    'The description gives POST /sites/validate no input at all, yet the operation checks a site name; the seed does not show the operation ("Site creation, deletion, listing and other operations of the site collection: not shown"). The name travels as JSON `name`, the field site creation uses, since a check without the name cannot work.',
  'hosting firewall.list *':
    'The description\'s only 200 of GET /sites/{site_id}/firewall_rules is an error text ("An internal error occurred...") without `data`; per the seed every answer is the envelope `{ message, data, errors }` with the payload in `data`, here the list of rules.',
  'hosting git.storeToken response:response-refused 200 *':
    'The description documents the 422 body ("Unprocessable Entity", site not enrolled) as the 200 answer of POST /sites/{site_id}/git/token. Seed: the operation answers "200 data {stored: true}", and "All git operations return 422 if the site is not enrolled".',
  'hosting sites.update request:call-failed call':
    'The description types `php_version` of PUT /sites/{id} as `float`, which is no JSON Schema type: the validator cannot compile the request schema, so every call fails before our body is judged. Seed: PHP versions are strings ("defaultPhpVersion (string)", "phpVersion | string or null"; values 8.2, 8.3, 8.4 or 8.5).',
  'hosting sites.update response:response-refused 200 *':
    'Same cause as the call-failed entry: the description\'s `php_version: float` makes the validator fail on every request of PUT /sites/{id}, so no answer reaches our schema.',
  'hosting * schema:type body.php_version':
    'The description types `php_version` of site creation and update as `float`, which is no JSON Schema type; the seed gives PHP versions as strings ("defaultPhpVersion (string)", "phpVersion | string or null"; values 8.2, 8.3, 8.4 or 8.5).',

  // Value lists the seed closes, where the description only says `string`.
  'hosting *.activityLogs request:body-refused full':
    'Seed, activity log filters: "field one of action, account_email, ip_address, source; operator equals or contains". The description types both as any string.',
  'hosting *.activityLogs schema:enum body.filters[].*':
    'Seed, activity log filters: "field one of action, account_email, ip_address, source; operator equals or contains".',
  'hosting *.activityLogs schema:bounds body.per_page':
    'Seed: "per_page (int, max 50)" and, under Limits, "Page size of activity logs: maximum 50 per page" (SOURCE.md repeats it); the description states no maximum.',
  'hosting account.update request:body-refused full':
    'Seed, PUT /v1/account: "datacenter_code (AMS, BUR, DCA, DFW, or null to clear)"; the description types it as any string.',
  'hosting * schema:enum body.datacenter_code': 'Seed: "datacenter_code (AMS, BUR, DCA, DFW, or null to clear)" (PUT /v1/account); sites have datacenter "codes: AMS, BUR, DCA, DFW".',
  'hosting sites.create request:body-refused full':
    'Seed: datacenter "codes: AMS, BUR, DCA, DFW" and PHP versions of new sites "8.2, 8.3, 8.4 or 8.5"; the description types datacenter_code as any string and php_version as `float` (no JSON Schema type), whose sample is a free string.',
  'hosting sites.clone request:body-refused full': 'Seed: datacenter "codes: AMS, BUR, DCA, DFW"; the description types the clone\'s datacenter_code as any string.',
  'hosting sites.update request:body-refused full':
    'Seed: wpEnvironmentType is "local, staging, development or production" and PHP versions are "8.2, 8.3, 8.4 or 8.5"; the description types wp_environment_type as any string and php_version as `float`.',
  'hosting * schema:enum body.wp_environment_type':
    'Seed: wpEnvironmentType is "local, staging, development or production" (site fields), and so is the data transfer\'s "wp_environment_type (optional; local, staging, development or production; ...)".',
  'hosting sites.transfer request:body-refused full':
    'Seed, data transfer: "wp_environment_type (optional; local, staging, development or production; ...)"; the description types it as any string.',
  'hosting collaborators.* request:body-refused full':
    'Seed: `roles` is an "array of role strings", and the role values are listed ("Role values: allocate_resources, clone_site, ... wp_access"); the description types them as any string.',
  'hosting collaborators.* schema:enum body.roles[]':
    'Seed: `roles` is an "array of role strings", and the role values are listed ("Role values: allocate_resources, clone_site, ... wp_access"); the description types them as any string.',
  'hosting ondemandBackups.create schema:enum body.backup_type': 'Seed, POST /v1/sites/{id}/ondemand-backups: "JSON backup_type (fs or db)"; the description types it as any string.',
  'hosting ondemandBackups.create request:body-refused full': 'Seed, POST /v1/sites/{id}/ondemand-backups: "JSON backup_type (fs or db)"; the description types it as any string.',
  'hosting muPlugins.create request:body-refused full':
    'Seed, POST /v1/mu-plugins: "path (public URL of a single .php file)"; the description types it as any string, and its sample is no URL.',
  'hosting auth.token request:body-refused full': 'Seed, POST /auth/token: "grant_type (client_credentials)"; the description types it as any string.',

  // Transport and coverage the seed states and the description does not.
  'hosting auth.revoke request:content-type content-type':
    'Seed: "Request bodies are form-encoded (token endpoints)"; POST /auth/revoke takes "Form fields: token, client_id, client_secret". The description lists a JSON body for it.',
  'hosting collaborators.list request:no-operation GET /collaborators':
    'Seed lists "GET /v1/collaborators | none | Collaborators on your sites plus your own collaborations"; the description lacks the operation.',

  // The description has no `required` list anywhere (SOURCE.md), so required-ness follows the seed.
  'hosting * schema:required *':
    'The description documents no `required` list anywhere (SOURCE.md). Response fields we require are the ones the seed\'s field tables give and every example of the description carries (ids, names, states, the envelope\'s message and data, the page fields); request fields we require are the operation\'s input as the seed names it ("email (required)", "siteIds (required)", "from_site_id (required int)", must-use plugins "all required", plugin bodies `{ plugins: [ { path, version? } ] }`, token form fields) or that the operation cannot act without (a record\'s type, name and value, a note\'s subject and body, the commands to run).',
  'hosting * response:response-refused 200 minimal':
    'With no `required` list in the description (SOURCE.md), the minimal answer is an empty object: no message and no data. Seed: every answer is the envelope `{ message, data, errors }` with the payload in `data`, and its field tables (and every example of the description) carry the fields we require.',
  'hosting * request:body-refused minimal':
    'With no `required` list in the description (SOURCE.md), the minimal body is an empty object; our body schemas require the input the seed names for the operation (e.g. batch_create "email (required)", "siteIds (required)"; transfer "from_site_id (required int)", "to_site_id (required int)"; must-use plugins "JSON, all required"; token "Form fields: grant_type (client_credentials), client_id, client_secret").',
};
