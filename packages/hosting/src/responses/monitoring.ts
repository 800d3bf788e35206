import type { ListPage } from '@typed-api/core';
import * as z from 'zod/mini';

/** One PHP log message of a site. */
export const phpLogEntrySchema = z.looseObject({
  message: z.string(),
  /** E.g. `Parse error`, `Warning`, `User`. */
  severity: z.optional(z.string()),
  kind: z.optional(z.string()),
  name: z.optional(z.string()),
  file: z.optional(z.string()),
  line: z.optional(z.number()),
  timestamp: z.string(),
});

/** One web-server access log line of a site. */
export const serverLogEntrySchema = z.looseObject({
  date: z.optional(z.string()),
  /** Unix seconds. */
  timestamp: z.optional(z.number()),
  status: z.optional(z.number()),
  request_type: z.optional(z.string()),
  request_url: z.optional(z.string()),
  request_time: z.optional(z.number()),
  request_completion: z.optional(z.string()),
  http_host: z.optional(z.string()),
  http_referer: z.optional(z.string()),
  http_user_agent: z.optional(z.string()),
  http_version: z.optional(z.string()),
  http_x_forwarded_for: z.optional(z.string()),
  user_ip: z.optional(z.string()),
  scheme: z.optional(z.string()),
  body_bytes_sent: z.optional(z.number()),
  /** `true` or `false` as a string. */
  cached: z.optional(z.string()),
  /** What answered, e.g. `php` or `static`. */
  renderer: z.optional(z.string()),
  type: z.optional(z.string()),
});

/** A page of a log as the API sends it (outside the usual envelope): messages plus the scroll id of the next page. */
export function logPageSchema<T extends z.ZodMiniType>(entry: T) {
  return z.looseObject({ logs: z.array(entry), scroll_id: z.optional(z.nullable(z.string())) });
}

/** The body of a log page as the API sends it (outside the usual envelope). */
export interface LogList<T> {
  /** The log messages of this page (at most 200). */
  logs: T[];
  /** Pass back to get the next page; the walk ends on an empty page or when it is missing. */
  scroll_id?: string | null | undefined;
}

/** One page of a log: the body of {@link LogList} with its `logs` handed over as `items`, the `scroll_id` as it came. */
export type LogPage<T> = ListPage<LogList<T>, 'logs'>;

/** One page of a site's PHP log, as the API sends it. */
export const phpLogPageSchema = logPageSchema(phpLogEntrySchema);

/** One page of a site's web-server log, as the API sends it. */
export const serverLogPageSchema = logPageSchema(serverLogEntrySchema);

/**
 * One device's lab report: scores between 0 and 1 (`performance_score`, `accessibility_score`,
 * `best_practices_score`, `seo_score`) and, per metric, `<metric>_title`, `_description`, `_score`,
 * `_display_value`, `_numeric_value`, `_numeric_unit`. Only the common fields are typed; all are kept.
 */
export const performanceReportSchema = z.looseObject({
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  final_url: z.optional(z.string()),
  thumbnail_location: z.optional(z.string()),
  performance_score: z.optional(z.nullable(z.number())),
  accessibility_score: z.optional(z.nullable(z.number())),
  best_practices_score: z.optional(z.nullable(z.number())),
  seo_score: z.optional(z.nullable(z.number())),
  fetch_time: z.optional(z.string()),
});

/** The latest performance reports of a site, for desktop and mobile. */
export const performanceReportsSchema = z.looseObject({
  desktop_report: z.optional(z.nullable(performanceReportSchema)),
  mobile_report: z.optional(z.nullable(performanceReportSchema)),
});

/** Usage of a site during one billing cycle; storage values are GiB although the names say gigabytes. */
export const usageReportEntrySchema = z.looseObject({
  billing_cycle: z.looseObject({
    start_date: z.optional(z.string()),
    end_date: z.optional(z.string()),
    total_daily_average_storage_usage_in_gigabytes: z.optional(z.number()),
    total_unique_visits: z.optional(z.number()),
    site: z.optional(
      z.looseObject({
        id: z.optional(z.number()),
        name: z.optional(z.string()),
        url: z.optional(z.string()),
        daily_average_visits: z.optional(z.number()),
        daily_average_storage_usage_in_gigabytes: z.optional(z.number()),
      }),
    ),
  }),
});

/** The usage of a site per billing cycle. */
export const usageReportListSchema = z.array(usageReportEntrySchema);

/** Time series of a site: the search as the API understood it and one entry per period (values keyed by dimension). */
export const siteMetricsSchema = z.looseObject({
  id: z.number(),
  name: z.optional(z.string()),
  displayName: z.optional(z.string()),
  url: z.optional(z.string()),
  search: z.optional(
    z.looseObject({
      /** Unix seconds. */
      startAt: z.optional(z.number()),
      endAt: z.optional(z.number()),
      /** Seconds per period. */
      resolution: z.optional(z.number()),
      metrics: z.optional(z.array(z.string())),
      dimensions: z.optional(z.array(z.string())),
    }),
  ),
  /** Each period has a unix `timestamp` and, per dimension, metric values keyed by the dimension's value. */
  periods: z.array(z.looseObject({ timestamp: z.number() })),
});

/**
 * An egress firewall rule. The public description shows no successful answer: the fields below mirror
 * what a rule is created with and are all optional; whatever else the API sends is kept.
 */
export const firewallRuleSchema = z.looseObject({
  id: z.optional(z.number()),
  destination: z.optional(z.string()),
  port: z.optional(z.nullable(z.number())),
  protocol: z.optional(z.nullable(z.string())),
});

/** The egress firewall rules of a site. */
export const firewallRuleListSchema = z.array(firewallRuleSchema);

/**
 * Where a site's monitoring traces are. The description shows only the answer without traces (a 404), so
 * the address is read from `url` and nothing more is promised.
 */
export const apmUrlSchema = z.looseObject({ url: z.optional(z.string()) });

/** The names of this module's answers, each the type of what its schema gives (written out below). */
export type Answers = {
  /** A PHP log message. */
  PhpLogEntry: typeof phpLogEntrySchema;
  /** A web-server log line. */
  ServerLogEntry: typeof serverLogEntrySchema;
  /** A lab performance report of one device kind. */
  PerformanceReport: typeof performanceReportSchema;
  /** The latest performance reports of a site. */
  PerformanceReports: typeof performanceReportsSchema;
  /** Usage of a site during one billing cycle. */
  UsageReportEntry: typeof usageReportEntrySchema;
  /** Time series of a site. */
  SiteMetrics: typeof siteMetricsSchema;
  /** An egress firewall rule. */
  FirewallRule: typeof firewallRuleSchema;
  /** Where a site's monitoring traces are. */
  ApmUrl: typeof apmUrlSchema;
};

// The answer types below are generated by scripts/answers.ts from the schemas above and `Answers` (`pnpm generate`); do not edit.

/** A PHP log message. */
export interface PhpLogEntry {
  /** Text. */
  message: string;
  /**
   * E.g. `Parse error`, `Warning`, `User`.
   *
   * Text. Not always present.
   */
  severity?: string | undefined;
  /** Text. Not always present. */
  kind?: string | undefined;
  /** Text. Not always present. */
  name?: string | undefined;
  /** Text. Not always present. */
  file?: string | undefined;
  /** A number. Not always present. */
  line?: number | undefined;
  /** Text. */
  timestamp: string;
}

/** A web-server log line. */
export interface ServerLogEntry {
  /** Text. Not always present. */
  date?: string | undefined;
  /**
   * Unix seconds.
   *
   * A number. Not always present.
   */
  timestamp?: number | undefined;
  /** A number. Not always present. */
  status?: number | undefined;
  /** Text. Not always present. */
  request_type?: string | undefined;
  /** Text. Not always present. */
  request_url?: string | undefined;
  /** A number. Not always present. */
  request_time?: number | undefined;
  /** Text. Not always present. */
  request_completion?: string | undefined;
  /** Text. Not always present. */
  http_host?: string | undefined;
  /** Text. Not always present. */
  http_referer?: string | undefined;
  /** Text. Not always present. */
  http_user_agent?: string | undefined;
  /** Text. Not always present. */
  http_version?: string | undefined;
  /** Text. Not always present. */
  http_x_forwarded_for?: string | undefined;
  /** Text. Not always present. */
  user_ip?: string | undefined;
  /** Text. Not always present. */
  scheme?: string | undefined;
  /** A number. Not always present. */
  body_bytes_sent?: number | undefined;
  /**
   * `true` or `false` as a string.
   *
   * Text. Not always present.
   */
  cached?: string | undefined;
  /**
   * What answered, e.g. `php` or `static`.
   *
   * Text. Not always present.
   */
  renderer?: string | undefined;
  /** Text. Not always present. */
  type?: string | undefined;
}

/** A lab performance report of one device kind. */
export interface PerformanceReport {
  /** Text. Not always present. */
  created_at?: string | undefined;
  /** Text. Not always present. */
  updated_at?: string | undefined;
  /** Text. Not always present. */
  final_url?: string | undefined;
  /** Text. Not always present. */
  thumbnail_location?: string | undefined;
  /** A number. May be `null`. Not always present. */
  performance_score?: number | null | undefined;
  /** A number. May be `null`. Not always present. */
  accessibility_score?: number | null | undefined;
  /** A number. May be `null`. Not always present. */
  best_practices_score?: number | null | undefined;
  /** A number. May be `null`. Not always present. */
  seo_score?: number | null | undefined;
  /** Text. Not always present. */
  fetch_time?: string | undefined;
}

/** The latest performance reports of a site. */
export interface PerformanceReports {
  /** A `PerformanceReport`. May be `null`. Not always present. */
  desktop_report?: PerformanceReport | null | undefined;
  /** A `PerformanceReport`. May be `null`. Not always present. */
  mobile_report?: PerformanceReport | null | undefined;
}

/** Usage of a site during one billing cycle. */
export interface UsageReportEntry {
  /** An object. */
  billing_cycle: {
    /** Text. Not always present. */
    start_date?: string | undefined;
    /** Text. Not always present. */
    end_date?: string | undefined;
    /** A number. Not always present. */
    total_daily_average_storage_usage_in_gigabytes?: number | undefined;
    /** A number. Not always present. */
    total_unique_visits?: number | undefined;
    /** An object. Not always present. */
    site?: {
      /** A number. Not always present. */
      id?: number | undefined;
      /** Text. Not always present. */
      name?: string | undefined;
      /** Text. Not always present. */
      url?: string | undefined;
      /** A number. Not always present. */
      daily_average_visits?: number | undefined;
      /** A number. Not always present. */
      daily_average_storage_usage_in_gigabytes?: number | undefined;
    } | undefined;
  };
}

/** Time series of a site. */
export interface SiteMetrics {
  /** A number. */
  id: number;
  /** Text. Not always present. */
  name?: string | undefined;
  /** Text. Not always present. */
  displayName?: string | undefined;
  /** Text. Not always present. */
  url?: string | undefined;
  /** An object. Not always present. */
  search?: {
    /**
     * Unix seconds.
     *
     * A number. Not always present.
     */
    startAt?: number | undefined;
    /** A number. Not always present. */
    endAt?: number | undefined;
    /**
     * Seconds per period.
     *
     * A number. Not always present.
     */
    resolution?: number | undefined;
    /** A list, each text. Not always present. */
    metrics?: string[] | undefined;
    /** A list, each text. Not always present. */
    dimensions?: string[] | undefined;
  } | undefined;
  /**
   * Each period has a unix `timestamp` and, per dimension, metric values keyed by the dimension's value.
   *
   * A list, each an object.
   */
  periods: {
    /** A number. */
    timestamp: number;
  }[];
}

/** An egress firewall rule. */
export interface FirewallRule {
  /** A number. Not always present. */
  id?: number | undefined;
  /** Text. Not always present. */
  destination?: string | undefined;
  /** A number. May be `null`. Not always present. */
  port?: number | null | undefined;
  /** Text. May be `null`. Not always present. */
  protocol?: string | null | undefined;
}

/** Where a site's monitoring traces are. */
export interface ApmUrl {
  /** Text. Not always present. */
  url?: string | undefined;
}
// End of the generated answer types.
