import * as z from 'zod/mini';

/** The invoice details of an organization: who is billed, and where. All fields are required by the API. */
export const billingDetailsBody = z.object({
  firstName: z.string(),
  lastName: z.string(),
  billingEmail: z.string(),
  /** Country code, e.g. `PT`. */
  country: z.string(),
  /** VAT or equivalent tax number. */
  vat: z.string(),
  address: z.string(),
  zip: z.string(),
  /** State, province or region. */
  state: z.string(),
});

/** The body of adding a payment card: the card token issued by the payment provider. */
export const addCardBody = z.object({ cardToken: z.string() });

/** The body of changing an organization's plan: the plan code (see the plans list) and an optional promotion code. */
export const changePlanBody = z.object({ code: z.string(), promoCode: z.optional(z.string()) });

/** Query of a billing estimation: the plan to price (a code from the plans list) and an optional promotion code. */
export const billingEstimationQuery = z.object({ paymentPlanCode: z.string(), promoCode: z.optional(z.string()) });
