import type { Card, OrganizationBilling, PaymentPlan, PaymentPlans } from '../responses/billing.js';

/** What the fake keeps about one organization's billing (`billing` namespace). */
export interface FakeBilling {
  /** The billing as `billing.get` shows it. */
  information: OrganizationBilling;
  /** The card on file, if any. */
  card: Card | undefined;
  /** When the marketplace billing was last synced (ISO time), if ever. */
  marketplaceSyncedAt: string | undefined;
  /** The feedback sent with the last cancellation, if any. */
  cancellationFeedback: unknown;
}

/** The billing of the fake (keyed by `provider/organization`); created on first use for organizations without any. */
export type FakeBillingState = Map<string, FakeBilling>;

const plan = (code: string, monthly: boolean, price: number, extra: Partial<PaymentPlan> = {}): PaymentPlan => ({
  isPremium: price > 0,
  model: 'Auto',
  code,
  monthly,
  price,
  pricedPerUser: price > 0,
  ...extra,
});

/** The plans of the fake service (prices in cents per seat). */
export const FAKE_PLANS: PaymentPlans = (() => {
  const trial = plan('trial', true, 0, { isPremium: true, pricedPerUser: false });
  const openSource = plan('open-source', true, 0, { pricedPerUser: false });
  const free = plan('free', true, 0, { pricedPerUser: false });
  const teamMonthly = plan('team-monthly', true, 1800, { alternatePeriodCode: 'team-yearly' });
  const teamYearly = plan('team-yearly', false, 15000, { alternatePeriodCode: 'team-monthly' });
  const business = plan('business-yearly', false, 30000, { model: 'Manual' });
  return {
    defaultYearlyPaidCode: teamYearly.code,
    defaultMonthlyPaidCode: teamMonthly.code,
    trialCode: trial.code,
    openSourceCode: openSource.code,
    defaultYearlyPaidPlan: teamYearly,
    defaultMonthlyPaidPlan: teamMonthly,
    trialPlan: trial,
    openSourcePlan: openSource,
    plans: [trial, openSource, free, teamMonthly, teamYearly, business],
  };
})();

/** Promotion codes the fake knows, with their discount in percent. */
export const FAKE_PROMO_CODES: Readonly<Record<string, number>> = { SPRING20: 20 };

/** The VAT the fake applies to every price, in percent. */
export const FAKE_VAT_RATE = 23;

/** An organization's billing on `planOf`, for `seats` seats used of `purchased` bought, with prices that include the VAT. */
export function billingOn(planOf: PaymentPlan, seats: number, purchased = seats): OrganizationBilling {
  const perSeat = planOf.pricedPerUser ? Math.round((planOf.price * (100 + FAKE_VAT_RATE)) / 100) : 0;
  const terms = { isPremium: planOf.isPremium, model: planOf.model, code: planOf.code, monthly: planOf.monthly, price: planOf.price, pricedPerUser: planOf.pricedPerUser };
  return {
    numberOfSeats: seats,
    numberOfPurchasedSeats: purchased,
    paymentPlan: terms,
    plan: planOf,
    paymentGateway: 'stripe',
    priceInCents: perSeat * seats,
    pricePerSeatInCents: perSeat,
    ...(planOf.price > 0 ? { nextPaymentDate: planOf.monthly ? '2024-06-01T00:00:00Z' : '2025-01-01T00:00:00Z' } : {}),
    taxes: planOf.price > 0 ? [{ name: 'VAT', rate: FAKE_VAT_RATE }] : [],
    subscriptions: planOf.price > 0 ? [{ product: 'quality', plan: terms }, { product: 'coverage', plan: terms }] : [],
  };
}

/** The billing of an organization the fake has no billing for yet: a trial with one seat, no card. */
export function defaultBilling(): FakeBilling {
  return { information: billingOn(FAKE_PLANS.trialPlan, 1), card: undefined, marketplaceSyncedAt: undefined, cancellationFeedback: undefined };
}

/** The billing the fake starts with: `gh/acme` pays the monthly team plan for 3 seats (5 bought), by card, with invoice details. */
export function seedBilling(): FakeBillingState {
  const acme: FakeBilling = {
    information: {
      ...billingOn(FAKE_PLANS.defaultMonthlyPaidPlan, 3, 5),
      invoiceDetails: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'billing@acme.example.test',
        country: 'PT',
        vat: 'PT999999990',
        address: 'Rua Augusta 100, Lisboa',
        zip: '1100-053',
        state: 'Lisbon',
      },
    },
    card: { maskedNumber: '**** **** **** 4242', last4: '4242', expiryMonth: 12, expiryYear: 2030, holderName: 'Ada Lovelace' },
    marketplaceSyncedAt: undefined,
    cancellationFeedback: undefined,
  };
  return new Map([['gh/acme', acme]]);
}
