import { headerAuth, type AuthStrategy } from '@typed-api/core';

/** Pays and authorizes each call with a signed payment credential in the `PAYMENT-SIGNATURE` header, instead of a token. */
export function paymentSignatureAuth(signature: string): AuthStrategy {
  return headerAuth({ 'PAYMENT-SIGNATURE': signature });
}

/** Pays and authorizes each call with a payment provider's identifier, sent in the `<provider>-pay-id` header. */
export function payIdAuth(provider: string, payId: string): AuthStrategy {
  if (!/^[a-z0-9-]+$/i.test(provider)) throw new TypeError('payIdAuth: the provider must be letters, digits or dashes');
  return headerAuth({ [`${provider}-pay-id`]: payId });
}
