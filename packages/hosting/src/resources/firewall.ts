import { type ApiPromise, type HttpClient, type RequestOptions } from '@typed-api/core';
import { defineOperation } from '@typed-api/core/internal';
import * as z from 'zod/mini';
import { acknowledgementSchema, idSchema, siteParams, type Acknowledgement } from '../schemas/common.js';
import { firewallRuleCreateSchema, firewallRuleSchema, type FirewallRule, type FirewallRuleCreate } from '../schemas/monitoring.js';

const ruleParams = z.object({ siteId: idSchema, ruleId: idSchema });

const listOperation = defineOperation({
  id: 'firewall.list',
  method: 'GET',
  path: '/sites/{siteId}/firewall_rules',
  params: siteParams,
  response: z.array(firewallRuleSchema),
  specIds: ['GET /sites/{site_id}/firewall_rules'],
});
const getOperation = defineOperation({
  id: 'firewall.get',
  method: 'GET',
  path: '/sites/{siteId}/firewall_rules/{ruleId}',
  params: ruleParams,
  response: firewallRuleSchema,
  specIds: ['GET /sites/{site_id}/firewall_rules/{firewall_rule_id}'],
});
const createOperation = defineOperation({
  id: 'firewall.create',
  method: 'POST',
  path: '/sites/{siteId}/firewall_rules/create',
  params: siteParams,
  body: firewallRuleCreateSchema,
  response: firewallRuleSchema,
  specIds: ['POST /sites/{site_id}/firewall_rules/create'],
});
const deleteOperation = defineOperation({
  id: 'firewall.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/firewall_rules/{ruleId}',
  params: ruleParams,
  payload: 'body',
  response: acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/firewall_rules/{firewall_rule_id}'],
});
const refreshOperation = defineOperation({
  id: 'firewall.refresh',
  method: 'POST',
  path: '/sites/{siteId}/firewall_rules/refresh',
  params: siteParams,
  payload: 'body',
  response: acknowledgementSchema,
  // Applies the stored rules again; repeating it changes nothing.
  idempotent: true,
  specIds: ['POST /sites/{site_id}/firewall_rules/refresh'],
});

/** Operations of the `firewall` namespace. */
export const firewallOperations = [listOperation, getOperation, createOperation, deleteOperation, refreshOperation] as const;

/** Egress firewall rules of a site: where the site may open outgoing connections. */
export class Firewall {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** The egress rules of a site (rule fields are not published; see `FirewallRule`). */
  list(siteId: number, options?: RequestOptions): ApiPromise<FirewallRule[]> {
    return this.#http.call(listOperation, { params: { siteId } }, options);
  }

  /** One egress rule. */
  get(siteId: number, ruleId: number, options?: RequestOptions): ApiPromise<FirewallRule> {
    return this.#http.call(getOperation, { params: { siteId, ruleId } }, options);
  }

  /** Adds an egress rule; the API refuses a rule that already exists. */
  create(siteId: number, rule: FirewallRuleCreate, options?: RequestOptions): ApiPromise<FirewallRule> {
    return this.#http.call(createOperation, { params: { siteId }, body: rule }, options);
  }

  /** Removes an egress rule. */
  delete(siteId: number, ruleId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(deleteOperation, { params: { siteId, ruleId } }, options);
  }

  /** Applies the site's egress rules again. */
  refresh(siteId: number, options?: RequestOptions): ApiPromise<Acknowledgement> {
    return this.#http.call(refreshOperation, { params: { siteId } }, options);
  }
}
