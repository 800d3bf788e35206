import { addCardBody, billingDetailsBody, billingEstimationQuery, changePlanBody } from '../schemas/billing.js';
import { orgParams } from '../schemas/common.js';
import { churnFeedbackBody } from '../schemas/organizations.js';
import { defineOperation } from '../wire.js';

/** Reads an organization's billing: seats, plan, price, invoice details, taxes and subscriptions. */
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

/** Reads the payment card on file for an organization. */
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

/** Moves an organization to another payment plan. */
export const changeOrganizationPlan = defineOperation({
  id: 'billing.changePlan',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/billing/change-plan',
  params: orgParams,
  body: changePlanBody,
  responseType: 'none',
  specIds: ['changeOrganizationPlan'],
});

/** Estimates what a payment plan would cost an organization. */
export const organizationBillingEstimation = defineOperation({
  id: 'billing.estimate',
  method: 'GET',
  path: '/organizations/{provider}/{organization}/billing/estimation',
  params: orgParams,
  query: billingEstimationQuery,
  response: (r) => r.billingEstimationSchema,
  specIds: ['organizationBillingEstimation'],
});

/** Refreshes an organization's billing from the git provider's marketplace. */
export const syncMarketplaceBilling = defineOperation({
  id: 'billing.syncMarketplace',
  method: 'POST',
  path: '/organizations/{provider}/{organization}/billing/sync',
  params: orgParams,
  responseType: 'none',
  specIds: ['syncMarketplaceBilling'],
});

/** Cancels an organization's paid subscription, with optional feedback on why. */
export const deleteSubscription = defineOperation({
  id: 'billing.cancelSubscription',
  method: 'DELETE',
  path: '/billing/{provider}/{organization}/subscription',
  params: orgParams,
  body: churnFeedbackBody,
  responseType: 'none',
  specIds: ['deleteSubscription'],
});

/** Lists the payment plans of the service. */
export const listPaymentPlans = defineOperation({
  id: 'billing.listPlans',
  method: 'GET',
  path: '/plans',
  response: (r) => r.paymentPlansSchema,
  specIds: ['listPaymentPlans'],
});
