import * as z from 'zod/mini';
import { jsonObject } from '../schemas/common.js';
import { defineOperation } from '../define.js';

/** Query of the request echo. */
export const browserInfoQuery = z.object({ skipHeaders: z.optional(z.boolean()), rawHeaders: z.optional(z.boolean()) });

/** The methods the request-echo endpoint answers. */
export type BrowserInfoMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Describes the request echo for one method (the endpoint answers all four alike). */
export function browserInfoOperation<M extends BrowserInfoMethod>(method: M, id: string) {
  return defineOperation({
    id,
    method,
    path: '/browser-info',
    query: browserInfoQuery,
    response: (r) => r.browserInfo,
    // The answer is the bare object, without the usual envelope.
    payload: 'body',
    specIds: [`tools_browser_info_${method.toLowerCase()}`],
  });
}

/** Shows how the server sees a GET request. */
export const browserInfoGet = browserInfoOperation('GET', 'tools.browserInfo');
/** Shows how the server sees a POST request. */
export const browserInfoPost = browserInfoOperation('POST', 'tools.browserInfoPost');
/** Shows how the server sees a PUT request. */
export const browserInfoPut = browserInfoOperation('PUT', 'tools.browserInfoPut');
/** Shows how the server sees a DELETE request. */
export const browserInfoDelete = browserInfoOperation('DELETE', 'tools.browserInfoDelete');

/**
 * Encodes `value` (a JSON object) and signs it with your account, so that another party can check who made
 * it: `encodeAndSign({ value: { order: 7 } })`.
 */
export const encodeAndSign = defineOperation({
  id: 'tools.encodeAndSign',
  method: 'POST',
  path: '/tools/encode-and-sign',
  body: jsonObject,
  // The object to sign is any JSON object: it travels under its own key.
  bodyKey: 'value',
  response: (r) => r.signedValue,
  specIds: ['tools_encode_and_sign_post'],
});
/**
 * /** Decodes the `encoded` text made by {@link ToolsResource.encodeAndSign}and tells who signed it:
 * `decodeAndVerify({ encoded })`.
 */
export const decodeAndVerify = defineOperation({
  id: 'tools.decodeAndVerify',
  method: 'POST',
  path: '/tools/decode-and-verify',
  body: z.object({ encoded: z.string() }),
  response: (r) => r.decodedObject,
  specIds: ['tools_decode_and_verify_post'],
});

/** Every operation of the `tools` namespace. */
export const toolOperations = [browserInfoGet, browserInfoPost, browserInfoPut, browserInfoDelete, encodeAndSign, decodeAndVerify] as const;
