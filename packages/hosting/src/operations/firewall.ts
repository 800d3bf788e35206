import * as z from 'zod/mini';
import { idSchema, siteParams } from '../schemas/common.js';
import { firewallRuleCreateSchema } from '../schemas/monitoring.js';
import { defineOperation } from '../define.js';

const ruleParams = z.object({ siteId: idSchema, ruleId: idSchema });

/** The egress rules of a site (rule fields are not published; see `FirewallRule`). */
export const listFirewallRulesOperation = defineOperation({
  id: 'firewall.list',
  method: 'GET',
  path: '/sites/{siteId}/firewall_rules',
  params: siteParams,
  response: (r) => r.firewallRuleListSchema,
  specIds: ['GET /sites/{site_id}/firewall_rules'],
});
/** One egress rule. */
export const getFirewallRuleOperation = defineOperation({
  id: 'firewall.get',
  method: 'GET',
  path: '/sites/{siteId}/firewall_rules/{ruleId}',
  params: ruleParams,
  response: (r) => r.firewallRuleSchema,
  specIds: ['GET /sites/{site_id}/firewall_rules/{firewall_rule_id}'],
});
/** Adds an egress rule; the API refuses a rule that already exists. */
export const createFirewallRuleOperation = defineOperation({
  id: 'firewall.create',
  method: 'POST',
  path: '/sites/{siteId}/firewall_rules/create',
  params: siteParams,
  body: firewallRuleCreateSchema,
  response: (r) => r.firewallRuleSchema,
  specIds: ['POST /sites/{site_id}/firewall_rules/create'],
});
/** Removes an egress rule. */
export const deleteFirewallRuleOperation = defineOperation({
  id: 'firewall.delete',
  method: 'DELETE',
  path: '/sites/{siteId}/firewall_rules/{ruleId}',
  params: ruleParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  specIds: ['DELETE /sites/{site_id}/firewall_rules/{firewall_rule_id}'],
});
/** Applies the site's egress rules again. */
export const refreshFirewallRulesOperation = defineOperation({
  id: 'firewall.refresh',
  method: 'POST',
  path: '/sites/{siteId}/firewall_rules/refresh',
  params: siteParams,
  payload: 'body',
  response: (r) => r.acknowledgementSchema,
  idempotent: 'applies the stored rules again: a repeat applies the same rules',
  specIds: ['POST /sites/{site_id}/firewall_rules/refresh'],
});

/** Operations of the `firewall` namespace. */
export const firewallOperations = [
  listFirewallRulesOperation,
  getFirewallRuleOperation,
  createFirewallRuleOperation,
  deleteFirewallRuleOperation,
  refreshFirewallRulesOperation,
] as const;
