// Hand-written: a plan change that needs a card, cancellation once, the estimate computed from seats, discount and VAT,
// card tokens and invoice details; the plans are the fake's constant list.
import { fail, type FakeHandlers, type FakeRequest } from '@typed-api/core/testing';
import type * as ops from '../../operations/billing.js';
import { orgRecord, type FakeContext } from '../context.js';
import type { Card } from '../../responses/billing.js';
import { billingOn, defaultBilling, FAKE_PLANS, FAKE_PROMO_CODES, FAKE_VAT_RATE, type FakeBilling } from '../billing-state.js';

/** Test card tokens of the payment provider and the card each stands for. */
const CARD_TOKENS: Readonly<Record<string, { last4: string; brand: string }>> = {
  tok_visa: { last4: '4242', brand: 'visa' },
  tok_mastercard: { last4: '4444', brand: 'mastercard' },
  tok_amex: { last4: '8431', brand: 'amex' },
};

/**
 * The fake's `billing` namespace: an organization's plan, seats, invoice details, card and subscription in
 * `state.billing` (a one-seat trial without a card for an organization the state has no billing for), and
 * the plans of the service.
 */
export function billingHandlers(ctx: FakeContext): FakeHandlers<typeof ops> {
  const { state } = ctx;

  /** The billing of the organization a request names (404 when the organization is unknown). */
  const billingOf = (call: FakeRequest): FakeBilling => orgRecord(state, call, state.billing, defaultBilling);
  const planOf = (code: string) => {
    const plan = FAKE_PLANS.plans.find((p) => p.code === code);
    if (!plan) fail(422, `Unknown payment plan ${code}`);
    return plan;
  };
  const discountOf = (promoCode: string | undefined): number => {
    if (promoCode === undefined || promoCode === '') return 0;
    const percent = FAKE_PROMO_CODES[promoCode];
    if (percent === undefined) fail(422, 'The promotion code is not valid');
    return percent;
  };

  return {
    'billing.get': (call) => billingOf(call).information,
    'billing.updateDetails': (call) => {
      // The invoice details are replaced whole; the API names the e-mail `billingEmail` when it is sent only.
      const { billingEmail: email, ...details } = call.inputs;
      billingOf(call).information.invoiceDetails = { ...details, email };
      return undefined;
    },
    'billing.getCard': (call) => {
      const { card } = billingOf(call);
      return card ? { data: card } : {};
    },
    'billing.addCard': (call) => {
      const billing = billingOf(call);
      const known = CARD_TOKENS[call.inputs.cardToken];
      if (!known) fail(422, 'The card token is not valid');
      const invoice = billing.information.invoiceDetails;
      const card: Card = {
        maskedNumber: `**** **** **** ${known.last4}`,
        last4: known.last4,
        expiryMonth: 12,
        expiryYear: 2030,
        holderName: invoice ? `${invoice.firstName} ${invoice.lastName}` : 'Card holder',
      };
      billing.card = card;
      return undefined;
    },
    'billing.changePlan': (call) => {
      const billing = billingOf(call);
      const { code, promoCode } = call.inputs;
      const plan = planOf(code);
      discountOf(promoCode);
      if (plan.price > 0 && !billing.card) fail(422, 'A payment card is required for a paid plan');
      const { numberOfSeats, numberOfPurchasedSeats, invoiceDetails } = billing.information;
      billing.information = { ...billingOn(plan, numberOfSeats, numberOfPurchasedSeats), ...(invoiceDetails ? { invoiceDetails } : {}) };
      return undefined;
    },
    'billing.estimate': (call) => {
      const billing = billingOf(call);
      const code = call.inputs.paymentPlanCode;
      const plan = planOf(code);
      const percent = discountOf(call.inputs.promoCode);
      const seats = billing.information.numberOfSeats;
      const perSeatCents = plan.pricedPerUser ? plan.price : 0;
      const subTotalCents = perSeatCents * seats;
      const discountCents = Math.round((subTotalCents * percent) / 100);
      const taxCents = Math.round(((subTotalCents - discountCents) * FAKE_VAT_RATE) / 100);
      return {
        perSeatCents,
        seats,
        taxes: taxCents > 0 ? [{ name: 'VAT', rate: FAKE_VAT_RATE, valueDollars: taxCents / 100 }] : [],
        discountCents,
        subTotalCents,
        totalCents: subTotalCents - discountCents + taxCents,
        nextBilling: plan.monthly ? '2024-06-01T00:00:00Z' : '2025-01-01T00:00:00Z',
        isMonthly: plan.monthly,
      };
    },
    'billing.syncMarketplace': (call) => {
      if (call.params.provider !== 'gh') fail(422, 'Marketplace billing is only available for GitHub organizations');
      billingOf(call).marketplaceSyncedAt = new Date().toISOString();
      return undefined;
    },
    'billing.cancelSubscription': async (call) => {
      const billing = billingOf(call);
      if (billing.information.plan.price === 0) fail(409, 'The organization has no paid subscription');
      billing.cancellationFeedback = await call.json();
      const free = planOf('free');
      const { numberOfSeats, invoiceDetails } = billing.information;
      billing.information = { ...billingOn(free, numberOfSeats), ...(invoiceDetails ? { invoiceDetails } : {}) };
      return undefined;
    },
    'billing.listPlans': () => FAKE_PLANS,
  };
}
