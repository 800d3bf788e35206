import { addCardBody, billingDetailsBody, billingEstimationQuery, changePlanBody } from '../schemas/billing.js';
import { orgParams } from '../schemas/common.js';
import { churnFeedbackBody } from '../schemas/organizations.js';
import { defineOperation } from '../define.js';

/**
 * Reads an organization's billing: seats, plan, price (in cents), next payment, invoice details, taxes and
 * subscriptions.
 */
export const organizationDetailedBilling = defineOperation({
  id: 'billing.get',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/billing',
  params: orgParams,
  response: (r) => r.organizationBillingSchema,
  specIds: ['organizationDetailedBilling'],
});

/** Replaces an organization's invoice details. */
export const updateOrganizationDetailedBilling = defineOperation({
  id: 'billing.updateDetails',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/billing',
  params: orgParams,
  body: billingDetailsBody,
  responseType: 'none',
  specIds: ['updateOrganizationDetailedBilling'],
});

/** Reads the payment card on file; `data` is absent when the organization has none. */
export const organizationBillingCard = defineOperation({
  id: 'billing.getCard',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/billing/card',
  params: orgParams,
  response: (r) => r.cardResponseSchema,
  // `data` may be missing (no card on file): the whole body is read, so that an empty answer stays empty.
  payload: 'body',
  specIds: ['organizationBillingCard'],
});

/** Adds a payment card to an organization from a card token of the payment provider. */
export const organizationBillingAddCard = defineOperation({
  id: 'billing.addCard',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/billing/card',
  params: orgParams,
  body: addCardBody,
  responseType: 'none',
  specIds: ['organizationBillingAddCard'],
});

/** Moves an organization to another payment plan, by the plan's code. */
export const changeOrganizationPlan = defineOperation({
  id: 'billing.changePlan',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/billing/change-plan',
  params: orgParams,
  body: changePlanBody,
  responseType: 'none',
  specIds: ['changeOrganizationPlan'],
});

/** Estimates what a payment plan would cost an organization, taxes and discounts included. */
export const organizationBillingEstimation = defineOperation({
  id: 'billing.estimate',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/billing/estimation',
  params: orgParams,
  query: billingEstimationQuery,
  response: (r) => r.billingEstimationSchema,
  specIds: ['organizationBillingEstimation'],
});

/** Refreshes an organization's billing from the git provider's marketplace, where it pays there. */
export const syncMarketplaceBilling = defineOperation({
  id: 'billing.syncMarketplace',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/billing/sync',
  params: orgParams,
  responseType: 'none',
  specIds: ['syncMarketplaceBilling'],
});

/** Cancels an organization's paid subscription; the feedback (why it joined, why it leaves) is optional. */
export const deleteSubscription = defineOperation({
  id: 'billing.cancelSubscription',
  method: 'DELETE',
  path: '/billing/{provider}/{organization}/subscription',
  params: orgParams,
  body: churnFeedbackBody,
  responseType: 'none',
  specIds: ['deleteSubscription'],
});

/** Lists the payment plans of the service, and which ones are the defaults. */
export const listPaymentPlans = defineOperation({
  id: 'billing.listPlans',
  method: 'GET',
  path: '/plans',
  response: (r) => r.paymentPlansSchema,
  specIds: ['listPaymentPlans'],
});
