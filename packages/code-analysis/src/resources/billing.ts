import type { ApiPromise, HttpClient, RequestOptions } from '@typed-api/core';
import type * as z from 'zod/mini';
import {
  changeOrganizationPlan,
  deleteSubscription,
  listPaymentPlans,
  organizationBillingAddCard,
  organizationBillingCard,
  organizationBillingEstimation,
  organizationDetailedBilling,
  syncMarketplaceBilling,
  updateOrganizationDetailedBilling,
} from '../operations/billing.js';
import type { BillingEstimation, CardResponse, OrganizationBilling, PaymentPlans } from '../responses/billing.js';
import type { addCardBody, billingDetailsBody, billingEstimationQuery, changePlanBody } from '../schemas/billing.js';
import type { OrganizationRef } from '../schemas/common.js';
import type { ChurnFeedback } from './organizations.js';

/** What {@link BillingResource.updateDetails} sends: the invoice details, every field required. */
export type BillingDetails = z.input<typeof billingDetailsBody>;

/** What {@link BillingResource.addCard} sends: the card token issued by the payment provider. */
export type AddCardBody = z.input<typeof addCardBody>;

/** What {@link BillingResource.changePlan} sends: the plan's code (see {@link BillingResource.listPlans}) and an optional promotion code. */
export type ChangePlanBody = z.input<typeof changePlanBody>;

/** Options of {@link BillingResource.estimate}: the plan to price (`paymentPlanCode`) and an optional promotion code. */
export type BillingEstimationOptions = z.input<typeof billingEstimationQuery>;

/** Billing of organizations: plans, prices, invoice details, the card on file and the subscription. */
export class BillingResource {
  readonly #http: HttpClient;

  constructor(http: HttpClient) {
    this.#http = http;
  }

  /** Reads an organization's billing: seats, plan, price (in cents), next payment, invoice details, taxes and subscriptions. */
  get(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<OrganizationBilling> {
    return this.#http.call(organizationDetailedBilling, { params: org }, requestOptions);
  }

  /** Replaces an organization's invoice details. */
  updateDetails(org: OrganizationRef, body: BillingDetails, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(updateOrganizationDetailedBilling, { params: org, body }, requestOptions);
  }

  /** Reads the payment card on file; `data` is absent when the organization has none. */
  getCard(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<CardResponse> {
    return this.#http.call(organizationBillingCard, { params: org }, requestOptions);
  }

  /** Adds a payment card to an organization from a card token of the payment provider. */
  addCard(org: OrganizationRef, body: AddCardBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(organizationBillingAddCard, { params: org, body }, requestOptions);
  }

  /** Moves an organization to another payment plan, by the plan's code. */
  changePlan(org: OrganizationRef, body: ChangePlanBody, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(changeOrganizationPlan, { params: org, body }, requestOptions);
  }

  /** Estimates what a payment plan would cost an organization, taxes and discounts included. */
  estimate(org: OrganizationRef, options: BillingEstimationOptions, requestOptions?: RequestOptions): ApiPromise<BillingEstimation> {
    return this.#http.call(organizationBillingEstimation, { params: org, query: options }, requestOptions);
  }

  /** Refreshes an organization's billing from the git provider's marketplace, where it pays there. */
  syncMarketplace(org: OrganizationRef, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(syncMarketplaceBilling, { params: org }, requestOptions);
  }

  /** Cancels an organization's paid subscription; the feedback (why it joined, why it leaves) is optional. */
  cancelSubscription(org: OrganizationRef, feedback?: ChurnFeedback, requestOptions?: RequestOptions): ApiPromise<undefined> {
    return this.#http.call(deleteSubscription, { params: org, body: feedback }, requestOptions);
  }

  /** Lists the payment plans of the service, and which ones are the defaults. */
  listPlans(requestOptions?: RequestOptions): ApiPromise<PaymentPlans> {
    return this.#http.call(listPaymentPlans, {}, requestOptions);
  }
}
