import { expect } from 'vitest';
import type { ContractContext, Row } from './index.js';

const B = '/api/v3/organizations/gh/acme/billing';

/** Contract rows of the `billing` namespace. */
export function billingRows(context: ContractContext): Record<string, Row> {
  const { fake, org } = context;
  const acme = () => {
    const billing = fake.state.billing.get('gh/acme');
    if (!billing) throw new Error('seed billing missing');
    return billing;
  };
  const invoice = { firstName: 'Grace', lastName: 'Hopper', billingEmail: 'finance@acme.example.test', country: 'US', vat: 'US123456789', address: '1 Navy Way', zip: '20001', state: 'DC' };
  return {
    'billing.get': {
      call: (c) => c.billing.get(...org),
      path: B,
      result: (v: { numberOfSeats: number; numberOfPurchasedSeats: number; plan: { code: string }; priceInCents: number; taxes: unknown[]; invoiceDetails?: { email: string } }) => {
        expect(v).toMatchObject({ numberOfSeats: 3, numberOfPurchasedSeats: 5, plan: { code: 'team-monthly' }, priceInCents: 3 * 2214 });
        expect(v.taxes).toEqual([{ name: 'VAT', rate: 23 }]);
        expect(v.invoiceDetails?.email).toBe('billing@acme.example.test');
      },
    },
    'billing.updateDetails': {
      call: (c) => c.billing.updateDetails(...org, invoice),
      path: B,
      body: invoice,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().information.invoiceDetails).toEqual({ firstName: 'Grace', lastName: 'Hopper', email: 'finance@acme.example.test', country: 'US', vat: 'US123456789', address: '1 Navy Way', zip: '20001', state: 'DC' });
      },
    },
    'billing.getCard': {
      call: (c) => c.billing.getCard(...org),
      path: `${B}/card`,
      result: (v: unknown) => {
        expect(v).toEqual({ data: { maskedNumber: '**** **** **** 4242', last4: '4242', expiryMonth: 12, expiryYear: 2030, holderName: 'Ada Lovelace' } });
      },
    },
    'billing.addCard': {
      call: (c) => c.billing.addCard(...org, { cardToken: 'tok_mastercard' }),
      path: `${B}/card`,
      body: { cardToken: 'tok_mastercard' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().card).toMatchObject({ last4: '4444', holderName: 'Ada Lovelace' });
      },
    },
    'billing.changePlan': {
      call: (c) => c.billing.changePlan(...org, { code: 'team-yearly', promoCode: 'SPRING20' }),
      path: `${B}/change-plan`,
      body: { code: 'team-yearly', promoCode: 'SPRING20' },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().information.plan.code).toBe('team-yearly');
        expect(acme().information.invoiceDetails?.firstName).toBe('Ada');
      },
    },
    'billing.estimate': {
      call: (c) => c.billing.estimate(...org, { paymentPlanCode: 'team-yearly', promoCode: 'SPRING20' }),
      path: `${B}/estimation`,
      query: { paymentPlanCode: 'team-yearly', promoCode: 'SPRING20' },
      result: (v: unknown) => {
        expect(v).toEqual({
          perSeatCents: 15000,
          seats: 3,
          taxes: [{ name: 'VAT', rate: 23, valueDollars: 82.8 }],
          discountCents: 9000,
          subTotalCents: 45000,
          totalCents: 44280,
          nextBilling: '2025-01-01T00:00:00Z',
          isMonthly: false,
        });
      },
    },
    'billing.syncMarketplace': {
      call: (c) => c.billing.syncMarketplace(...org),
      path: `${B}/sync`,
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().marketplaceSyncedAt).toBeTypeOf('string');
      },
    },
    'billing.cancelSubscription': {
      call: (c) => c.billing.cancelSubscription(...org, { joinReason: { title: 'Code review', notes: [] }, cancelReason: { title: 'Budget', notes: ['next year'] } }),
      path: '/api/v3/billing/gh/acme/subscription',
      body: { joinReason: { title: 'Code review', notes: [] }, cancelReason: { title: 'Budget', notes: ['next year'] } },
      result: (v: undefined) => {
        expect(v).toBeUndefined();
        expect(acme().information).toMatchObject({ plan: { code: 'free' }, priceInCents: 0, subscriptions: [] });
        expect(acme().cancellationFeedback).toMatchObject({ cancelReason: { title: 'Budget' } });
      },
    },
    'billing.listPlans': {
      call: (c) => c.billing.listPlans(),
      path: '/api/v3/plans',
      result: (v: { defaultMonthlyPaidCode: string; trialPlan: { code: string }; plans: { code: string }[] }) => {
        expect(v.defaultMonthlyPaidCode).toBe('team-monthly');
        expect(v.trialPlan.code).toBe('trial');
        expect(v.plans.map((p) => p.code)).toEqual(['trial', 'open-source', 'free', 'team-monthly', 'team-yearly', 'business-yearly']);
      },
    },
  };
}
