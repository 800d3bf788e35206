import { describe, expect, it } from 'vitest';
import { ConflictError } from '@typed-api/core';
import { isCodeAnalysisError } from '../src/index.js';
import { rejection, useFake } from './helpers.js';

const { fake, client } = useFake();
const acme = ['gh', 'acme'] as const;

describe('billing', () => {
  it('starts an organization without billing on a one-seat trial without a card', async () => {
    fake.addOrganization('gh', 'globex');
    const globex = ['gh', 'globex'] as const;
    const c = client();
    const billing = await c.billing.get(...globex);
    expect(billing).toMatchObject({ numberOfSeats: 1, plan: { code: 'trial' }, priceInCents: 0, subscriptions: [] });
    expect(await c.billing.getCard(...globex)).toEqual({});
  });

  it('adds a card, moves to a paid plan and reads both back', async () => {
    fake.addOrganization('gh', 'globex');
    const globex = ['gh', 'globex'] as const;
    const c = client();
    // A paid plan needs a card first.
    expect(isCodeAnalysisError(await rejection(c.billing.changePlan(...globex, { code: 'team-monthly' })), 'UnprocessableEntity')).toBe(true);
    await c.billing.addCard(...globex, { cardToken: 'tok_visa' });
    expect((await c.billing.getCard(...globex)).data?.last4).toBe('4242');
    await c.billing.changePlan(...globex, { code: 'team-monthly' });
    const billing = await c.billing.get(...globex);
    expect(billing).toMatchObject({ plan: { code: 'team-monthly' }, paymentPlan: { code: 'team-monthly', isPremium: true }, priceInCents: 2214 });
    expect(billing.subscriptions.map((s) => s.product)).toEqual(['quality', 'coverage']);
    // The organization shows the plan too.
    expect((await c.organizations.get(...globex)).subscriptions).toHaveLength(2);
  });

  it('cancels a paid subscription once: a second cancellation is a conflict', async () => {
    const c = client();
    await c.billing.cancelSubscription(...acme);
    expect((await c.billing.get(...acme)).plan.code).toBe('free');
    const err = await rejection(c.billing.cancelSubscription(...acme));
    expect(err).toBeInstanceOf(ConflictError);
    expect(isCodeAnalysisError(err, 'Conflict')).toBe(true);
  });

  it('refuses an unknown plan or promotion code (422)', async () => {
    const c = client();
    expect(isCodeAnalysisError(await rejection(c.billing.estimate(...acme, { paymentPlanCode: 'platinum' })), 'UnprocessableEntity')).toBe(true);
    expect(isCodeAnalysisError(await rejection(c.billing.estimate(...acme, { paymentPlanCode: 'team-yearly', promoCode: 'NOPE' })), 'UnprocessableEntity')).toBe(true);
  });

  it('replaces the invoice details and keeps them across a plan change', async () => {
    const c = client();
    await c.billing.updateDetails(...acme, { firstName: 'Grace', lastName: 'Hopper', billingEmail: 'grace@example.test', country: 'US', vat: 'US1', address: '1 Navy Way', zip: '20001', state: 'DC' });
    await c.billing.changePlan(...acme, { code: 'team-yearly' });
    expect((await c.billing.get(...acme)).invoiceDetails).toMatchObject({ firstName: 'Grace', email: 'grace@example.test' });
  });

  it('estimates a plan from the seats in use, with discount and VAT', async () => {
    const estimate = await client().billing.estimate(...acme, { paymentPlanCode: 'team-monthly' });
    expect(estimate).toMatchObject({ perSeatCents: 1800, seats: 3, subTotalCents: 5400, discountCents: 0, totalCents: 6642, isMonthly: true });
  });

  it('lists the plans with the default codes pointing into the list', async () => {
    const plans = await client().billing.listPlans();
    const codes = plans.plans.map((p) => p.code);
    for (const code of [plans.defaultMonthlyPaidCode, plans.defaultYearlyPaidCode, plans.trialCode, plans.openSourceCode]) expect(codes).toContain(code);
  });
});
