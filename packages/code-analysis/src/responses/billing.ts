import * as z from 'zod/mini';
import { openEnum } from '@typed-api/core/schema';

/** Products of the service a plan can cover. */
const productSchema = openEnum(['quality', 'coverage']);

/** How a plan is billed: `Auto` (by the payment provider) or `Manual`. */
const billingModelSchema = openEnum(['Auto', 'Manual']);

/** The billing terms of a plan as an organization has it (the older shape, kept by the API beside `plan`). */
export const billingTermsSchema = z.looseObject({
  isPremium: z.boolean(),
  model: billingModelSchema,
  code: z.optional(z.string()),
  monthly: z.optional(z.boolean()),
  price: z.optional(z.number()),
  pricedPerUser: z.optional(z.boolean()),
});
/** Billing terms: premium or not, billing model, plan code, period and price. */
export type BillingTerms = z.infer<typeof billingTermsSchema>;

/** A payment plan of the service. */
export const paymentPlanSchema = z.looseObject({
  isPremium: z.boolean(),
  model: billingModelSchema,
  code: z.string(),
  monthly: z.boolean(),
  price: z.number(),
  pricedPerUser: z.boolean(),
  alternatePeriodCode: z.optional(z.string()),
});
/** A payment plan: its code, period, price (in cents) and whether it is priced per seat; `alternatePeriodCode` is the same tier billed the other way. */
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** A tax included in a price. */
const taxSchema = z.looseObject({ name: z.string(), rate: z.number() });

/** An organization's billing: seats, plan, price, next payment, invoice details, taxes and subscriptions. */
export const organizationBillingSchema = z.looseObject({
  numberOfSeats: z.number(),
  numberOfPurchasedSeats: z.number(),
  paymentPlan: billingTermsSchema,
  plan: paymentPlanSchema,
  paymentGateway: z.optional(openEnum(['stripe', 'chargebee', 'direct', 'github'])),
  priceInCents: z.number(),
  pricePerSeatInCents: z.optional(z.number()),
  nextPaymentDate: z.optional(z.string()),
  invoiceDetails: z.optional(
    z.looseObject({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      country: z.string(),
      vat: z.string(),
      address: z.string(),
      zip: z.string(),
      state: z.string(),
    }),
  ),
  taxes: z.array(taxSchema),
  subscriptions: z.array(z.looseObject({ product: productSchema, plan: z.optional(billingTermsSchema) })),
});
/** The billing information of an organization (prices in cents, taxes included). */
export type OrganizationBilling = z.infer<typeof organizationBillingSchema>;

/** A payment card on file. */
export const cardSchema = z.looseObject({
  maskedNumber: z.string(),
  last4: z.string(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  holderName: z.string(),
});
/** A payment card: masked number, last four digits, expiry and holder. */
export type Card = z.infer<typeof cardSchema>;

/**
 * The answer of reading an organization's card: the whole body, since the API may leave `data` out (an
 * organization without a card on file).
 */
export const cardResponseSchema = z.looseObject({ data: z.optional(cardSchema) });
/** The card on file in `data`, absent when there is none. */
export type CardResponse = z.infer<typeof cardResponseSchema>;

/** What a plan would cost an organization. */
export const billingEstimationSchema = z.looseObject({
  perSeatCents: z.number(),
  seats: z.number(),
  taxes: z.array(z.looseObject({ name: z.string(), rate: z.number(), valueDollars: z.number() })),
  discountCents: z.optional(z.number()),
  subTotalCents: z.number(),
  totalCents: z.number(),
  nextBilling: z.string(),
  isMonthly: z.boolean(),
});
/** A price estimation, in cents: per seat, the seats, discount, taxes, subtotal and total, and the next billing date. */
export type BillingEstimation = z.infer<typeof billingEstimationSchema>;

/** The plans of the service, with the codes of the default ones. */
export const paymentPlansSchema = z.looseObject({
  defaultYearlyPaidCode: z.string(),
  defaultMonthlyPaidCode: z.string(),
  trialCode: z.string(),
  openSourceCode: z.string(),
  defaultYearlyPaidPlan: paymentPlanSchema,
  defaultMonthlyPaidPlan: paymentPlanSchema,
  trialPlan: paymentPlanSchema,
  openSourcePlan: paymentPlanSchema,
  plans: z.array(paymentPlanSchema),
});
/** Every payment plan, and the default yearly, monthly, trial and open-source ones. */
export type PaymentPlans = z.infer<typeof paymentPlansSchema>;
