import * as z from 'zod/mini';

/** Filters of the PHP log (last 7 days). */
export const phpLogQuerySchema = z.object({
  /** Continue a walk where a previous page ended. */
  scroll_id: z.optional(z.string()),
  /** A severity to keep. */
  status: z.optional(z.string()),
});
/** Filters of the web-server log (last 7 days). */
export const serverLogQuerySchema = z.object({
  scroll_id: z.optional(z.string()),
  /** An HTTP status to keep. */
  status: z.optional(z.int()),
  /** An HTTP method to keep, e.g. `GET`. */
  request_type: z.optional(z.string()),
  /** A client address to keep. */
  user_ip: z.optional(z.string()),
});
/**
 * What time series to read. The public description names no allowed values; its example uses metrics
 * `requests_persec` and `response_bytes_persec` and the dimension `page_is_cached`.
 */
export const metricsQuerySchema = z.object({
  /** Start of the window (the API's time format). */
  start_at: z.optional(z.string()),
  metrics: z.optional(z.array(z.string())),
  dimensions: z.optional(z.array(z.string())),
});
/** A new egress firewall rule: outgoing traffic from the site to `destination`. */
export const firewallRuleCreateSchema = z.object({
  /** Host name or address. */
  destination: z.string(),
  port: z.optional(z.int()),
  /** Protocol name as the API accepts it (values not published). */
  protocol: z.optional(z.string()),
});
