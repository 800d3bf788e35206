import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import {
  createFirewallRuleOperation,
  deleteFirewallRuleOperation,
  getFirewallRuleOperation,
  listFirewallRulesOperation,
  refreshFirewallRulesOperation,
} from '../operations/firewall.js';
import type { Acknowledgement } from '../responses/common.js';
import type { FirewallRule } from '../responses/monitoring.js';
import type { FirewallRuleCreate } from '../schemas/monitoring.js';

/** Egress firewall rules of a site: where the site may open outgoing connections. */
export class Firewall {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The egress rules of a site (rule fields are not published; see `FirewallRule`). */
  list(siteId: number, options?: RequestOptions): ApiPromise<FirewallRule[]> {
    return this.#http.call(listFirewallRulesOperation, { params: { siteId } }, options);
  }

  /** One egress rule. */
  get(siteId: number, ruleId: number, options?: RequestOptions): ApiPromise<FirewallRule> {
    return this.#http.call(getFirewallRuleOperation, { params: { siteId, ruleId } }, options);
  }

  /** Adds an egress rule; the API refuses a rule that already exists. */
  create(siteId: number, rule: FirewallRuleCreate, options?: RequestOptions): ApiPromise<FirewallRule> {
    return this.#http.call(createFirewallRuleOperation, { params: { siteId }, body: rule }, options);
  }

  /** Removes an egress rule. */
  delete(siteId: number, ruleId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteFirewallRuleOperation, { params: { siteId, ruleId } }, options);
  }

  /** Applies the site's egress rules again. */
  refresh(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(refreshFirewallRulesOperation, { params: { siteId } }, options);
  }
}
