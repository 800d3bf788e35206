import { isApiError, type ApiError } from '@typed-api/core';

/**
 * Every error type the platform documents, as a string-literal union. Unknown future types are
 * still accepted (the `(string & {})` member) so that new server codes never break a build.
 */
export type PlatformErrorType =
  | '3d-secure-auth-failed'
  | 'access-right-already-exists'
  | 'action-not-found'
  | 'actor-already-rented'
  | 'actor-can-not-be-rented'
  | 'actor-disabled'
  | 'actor-is-not-rented'
  | 'actor-memory-limit-exceeded'
  | 'actor-name-exists-new-owner'
  | 'actor-name-not-unique'
  | 'actor-not-found'
  | 'actor-not-git-host-actor'
  | 'actor-not-public'
  | 'actor-permission-level-not-supported-for-agentic-payments'
  | 'actor-review-already-exists'
  | 'actor-run-failed'
  | 'actor-standby-not-supported-for-agentic-payments'
  | 'actor-task-name-not-unique'
  | 'agentic-payment-info-retrieval-error'
  | 'agentic-payment-information-missing'
  | 'agentic-payment-insufficient-amount'
  | 'agentic-payment-provider-internal-error'
  | 'agentic-payment-provider-unauthorized'
  | 'integration-webhook-deprecated'
  | 'already-subscribed-to-paid-actor'
  | 'platform-plan-required-to-use-paid-actor'
  | 'platform-signup-not-allowed'
  | 'auth-method-not-supported'
  | 'authorization-server-not-found'
  | 'auto-issue-date-invalid'
  | 'background-check-required'
  | 'billing-system-error'
  | 'black-friday-plan-expired'
  | 'processor-a-error'
  | 'processor-a-not-linked'
  | 'processor-a-operation-timed-out'
  | 'processor-a-unsupported-currency'
  | 'build-not-found'
  | 'build-outdated'
  | 'cannot-add-platform-events-to-ppe-actor'
  | 'cannot-add-multiple-pricing-infos'
  | 'cannot-add-pricing-info-that-alters-past'
  | 'cannot-add-second-future-pricing-info'
  | 'cannot-build-actor-from-webhook'
  | 'cannot-change-billing-interval'
  | 'cannot-change-owner'
  | 'cannot-charge-platform-event'
  | 'cannot-charge-non-pay-per-event-actor'
  | 'cannot-comment-as-other-user'
  | 'cannot-copy-actor-task'
  | 'cannot-create-payout'
  | 'cannot-create-public-actor'
  | 'cannot-create-tax-transaction'
  | 'cannot-delete-critical-actor'
  | 'cannot-delete-invoice'
  | 'cannot-delete-paid-actor'
  | 'cannot-disable-one-time-event-for-platform-start-event'
  | 'cannot-disable-organization-with-enabled-members'
  | 'cannot-disable-user-with-subscription'
  | 'cannot-link-oauth-to-unverified-email'
  | 'cannot-metamorph-to-pay-per-result-actor'
  | 'cannot-modify-actor-pricing-too-frequently'
  | 'cannot-modify-actor-pricing-with-immediate-effect'
  | 'cannot-override-paid-actor-trial'
  | 'cannot-permanently-delete-subscription'
  | 'cannot-publish-actor'
  | 'cannot-reduce-last-full-token'
  | 'cannot-reimburse-more-than-original-charge'
  | 'cannot-reimburse-non-rental-charge'
  | 'cannot-remove-own-actor-from-recently-used'
  | 'cannot-remove-payment-method'
  | 'cannot-remove-pricing-info'
  | 'cannot-remove-running-run'
  | 'cannot-remove-user-with-public-actors'
  | 'cannot-remove-user-with-subscription'
  | 'cannot-remove-user-with-unpaid-invoice'
  | 'cannot-rename-env-var'
  | 'cannot-rent-paid-actor'
  | 'cannot-review-own-actor'
  | 'cannot-set-access-rights-for-owner'
  | 'cannot-set-is-status-message-terminal'
  | 'cannot-unpublish-critical-actor'
  | 'cannot-unpublish-paid-actor'
  | 'cannot-unpublish-profile'
  | 'cannot-update-invoice-field'
  | 'concurrent-runs-limit-exceeded'
  | 'concurrent-update-detected'
  | 'conference-token-not-found'
  | 'content-encoding-forbidden-for-html'
  | 'coupon-already-redeemed'
  | 'coupon-expired'
  | 'coupon-for-new-customers'
  | 'coupon-for-subscribed-users'
  | 'coupon-limits-are-in-conflict-with-current-limits'
  | 'coupon-max-number-of-redemptions-reached'
  | 'coupon-not-found'
  | 'coupon-not-unique'
  | 'coupons-disabled'
  | 'create-git-host-issue-not-allowed'
  | 'creator-plan-not-available'
  | 'cron-expression-invalid'
  | 'daily-ai-token-limit-exceeded'
  | 'daily-publication-limit-exceeded'
  | 'dataset-does-not-have-fields-schema'
  | 'dataset-does-not-have-schema'
  | 'dataset-locked'
  | 'dataset-schema-invalid'
  | 'dcr-not-supported'
  | 'default-dataset-not-found'
  | 'deleting-default-build'
  | 'deleting-unfinished-build'
  | 'email-already-taken'
  | 'email-already-taken-removed-user'
  | 'email-domain-not-allowed-for-coupon'
  | 'email-invalid'
  | 'email-not-allowed'
  | 'email-not-valid'
  | 'email-update-too-soon'
  | 'elevated-permissions-needed'
  | 'env-var-already-exists'
  | 'exchange-rate-fetch-failed'
  | 'expired-conference-token'
  | 'failed-to-charge-user'
  | 'final-invoice-negative'
  | 'full-permission-actor-not-approved'
  | 'git-host-branch-empty'
  | 'git-host-issue-already-exists'
  | 'git-host-public-key-not-found'
  | 'git-host-repository-not-found'
  | 'git-host-signature-does-not-match-payload'
  | 'git-host-user-not-authorized-for-issues'
  | 'mail-provider-not-allowed'
  | 'id-does-not-match'
  | 'incompatible-billing-interval'
  | 'incomplete-payout-billing-info'
  | 'inconsistent-currencies'
  | 'incorrect-pricing-modifier-prefix'
  | 'input-json-invalid-characters'
  | 'input-json-not-object'
  | 'input-json-too-long'
  | 'input-update-collision'
  | 'insufficient-permissions'
  | 'insufficient-permissions-to-change-field'
  | 'insufficient-security-measures'
  | 'insufficient-tax-country-evidence'
  | 'integration-auth-error'
  | 'internal-server-error'
  | 'invalid-billing-info'
  | 'invalid-billing-period-for-payout'
  | 'invalid-build'
  | 'invalid-client-key'
  | 'invalid-collection'
  | 'invalid-conference-login-password'
  | 'invalid-content-type-header'
  | 'invalid-credentials'
  | 'invalid-git-auth-token'
  | 'invalid-git-host-issue-url'
  | 'invalid-header'
  | 'invalid-id'
  | 'invalid-idempotency-key'
  | 'invalid-input'
  | 'invalid-input-schema'
  | 'invalid-invoice'
  | 'invalid-invoice-type'
  | 'invalid-issue-date'
  | 'invalid-label-params'
  | 'invalid-main-account-user-id'
  | 'invalid-oauth-app'
  | 'invalid-oauth-scope'
  | 'invalid-one-time-invoice'
  | 'invalid-parameter'
  | 'invalid-payout-status'
  | 'invalid-picture-url'
  | 'invalid-record-key'
  | 'invalid-request'
  | 'invalid-resource-type'
  | 'invalid-signature'
  | 'invalid-subscription-plan'
  | 'invalid-tax-number'
  | 'invalid-tax-number-format'
  | 'invalid-token'
  | 'invalid-token-type'
  | 'invalid-two-factor-code'
  | 'invalid-two-factor-code-or-recovery-code'
  | 'invalid-two-factor-recovery-code'
  | 'invalid-username'
  | 'invalid-value'
  | 'invitation-invalid-resource-type'
  | 'invitation-no-longer-valid'
  | 'invoice-canceled'
  | 'invoice-cannot-be-refunded-due-to-too-high-amount'
  | 'invoice-incomplete'
  | 'invoice-is-draft'
  | 'invoice-locked'
  | 'invoice-must-be-buffer'
  | 'invoice-not-canceled'
  | 'invoice-not-draft'
  | 'invoice-not-found'
  | 'invoice-outdated'
  | 'invoice-paid-already'
  | 'issue-already-connected-to-git-host'
  | 'issue-not-found'
  | 'issues-bad-request'
  | 'issuer-not-registered'
  | 'job-finished'
  | 'label-already-linked'
  | 'last-api-token'
  | 'limit-reached'
  | 'max-items-must-be-greater-than-zero'
  | 'max-metamorphs-exceeded'
  | 'max-total-charge-usd-below-minimum'
  | 'max-total-charge-usd-must-be-greater-than-zero'
  | 'method-not-allowed'
  | 'migration-disabled'
  | 'missing-actor-rights'
  | 'missing-api-token'
  | 'missing-billing-info'
  | 'missing-line-items'
  | 'missing-payment-date'
  | 'missing-payout-billing-info'
  | 'missing-proxy-password'
  | 'missing-reporting-fields'
  | 'missing-resource-name'
  | 'missing-settings'
  | 'missing-username'
  | 'monthly-usage-limit-too-low'
  | 'more-than-one-update-not-allowed'
  | 'multiple-records-found'
  | 'must-be-admin'
  | 'name-not-unique'
  | 'next-runtime-computation-failed'
  | 'no-columns-in-exported-dataset'
  | 'no-payment-attempt-for-refund-found'
  | 'no-payment-method-available'
  | 'no-team-account-seats-available'
  | 'non-temporary-email'
  | 'not-enough-usage-to-run-paid-actor'
  | 'not-implemented'
  | 'not-supported-currencies'
  | 'o-auth-service-already-connected'
  | 'o-auth-service-not-connected'
  | 'oauth-resource-access-failed'
  | 'one-time-invoice-already-marked-paid'
  | 'only-drafts-can-be-deleted'
  | 'operation-canceled'
  | 'operation-not-allowed'
  | 'operation-timed-out'
  | 'organization-cannot-own-itself'
  | 'organization-role-not-found'
  | 'overlapping-payout-billing-periods'
  | 'own-token-required'
  | 'page-not-found'
  | 'param-not-one-of'
  | 'parameter-required'
  | 'parameters-mismatched'
  | 'password-reset-email-already-sent'
  | 'password-reset-token-expired'
  | 'pay-as-you-go-without-monthly-interval'
  | 'payment-attempt-status-message-required'
  | 'payout-already-paid'
  | 'payout-canceled'
  | 'payout-invalid-state'
  | 'payout-must-be-approved-to-be-marked-paid'
  | 'payout-not-found'
  | 'payout-number-already-exists'
  | 'phone-number-invalid'
  | 'phone-number-landline'
  | 'phone-number-opted-out'
  | 'phone-verification-disabled'
  | 'platform-feature-disabled'
  | 'price-overrides-validation-failed'
  | 'pricing-model-not-supported'
  | 'promotional-plan-not-available'
  | 'proxy-auth-ip-not-unique'
  | 'public-actor-disabled'
  | 'query-timeout'
  | 'quoted-price-outdated'
  | 'rate-limit-exceeded'
  | 'captcha-invalid'
  | 'captcha-required'
  | 'record-not-found'
  | 'record-not-public'
  | 'record-or-token-not-found'
  | 'record-too-large'
  | 'redirect-uri-mismatch'
  | 'reduced-plan-not-available'
  | 'rental-charge-already-reimbursed'
  | 'rental-not-allowed'
  | 'request-aborted-prematurely'
  | 'request-handled-or-locked'
  | 'request-id-invalid'
  | 'request-queue-duplicate-requests'
  | 'request-too-large'
  | 'requested-dataset-view-does-not-exist'
  | 'resume-token-expired'
  | 'run-failed'
  | 'run-input-body-not-valid-json'
  | 'run-timeout-exceeded'
  | 'russia-is-evil'
  | 'same-user'
  | 'schedule-actor-not-found'
  | 'schedule-actor-task-not-found'
  | 'schedule-name-not-unique'
  | 'schema-validation'
  | 'schema-validation-error'
  | 'schema-validation-failed'
  | 'service-worker-registration-not-allowed'
  | 'sign-up-method-not-allowed'
  | 'chat-integration-not-custom'
  | 'socket-closed'
  | 'socket-destroyed'
  | 'store-schema-invalid'
  | 'store-terms-not-accepted'
  | 'processor-b-enabled'
  | 'processor-b-generic-decline'
  | 'processor-b-not-enabled'
  | 'processor-b-not-enabled-for-user'
  | 'tagged-build-required'
  | 'tax-country-invalid'
  | 'tax-number-invalid'
  | 'tax-number-validation-failed'
  | 'tax-service-call-failed'
  | 'tax-service-request-failed'
  | 'testing-error'
  | 'token-not-provided'
  | 'too-few-versions'
  | 'too-many-actor-tasks'
  | 'too-many-actors'
  | 'too-many-labels-on-resource'
  | 'too-many-mcp-connectors'
  | 'too-many-o-auth-apps'
  | 'too-many-organizations'
  | 'too-many-requests'
  | 'too-many-schedules'
  | 'too-many-ui-access-keys'
  | 'too-many-user-labels'
  | 'too-many-values'
  | 'too-many-versions'
  | 'too-many-webhooks'
  | 'unexpected-route'
  | 'unknown-build-tag'
  | 'unknown-payment-provider'
  | 'unsubscribe-token-invalid'
  | 'unsupported-actor-pricing-model-for-agentic-payments'
  | 'unsupported-content-encoding'
  | 'unsupported-file-type-for-issue'
  | 'unsupported-file-type-image-expected'
  | 'unsupported-file-type-text-or-json-expected'
  | 'unsupported-permission'
  | 'upcoming-subscription-bill-not-up-to-date'
  | 'user-already-exists'
  | 'user-already-verified'
  | 'user-creates-organizations-too-fast'
  | 'user-disabled'
  | 'user-email-is-disposable'
  | 'user-email-not-set'
  | 'user-email-not-verified'
  | 'user-has-no-subscription'
  | 'user-integration-not-found'
  | 'user-is-already-invited'
  | 'user-is-already-organization-member'
  | 'user-is-not-member-of-organization'
  | 'user-is-not-organization'
  | 'user-is-organization'
  | 'user-is-organization-owner'
  | 'user-is-removed'
  | 'user-not-found'
  | 'user-not-logged-in'
  | 'user-not-verified'
  | 'user-or-token-not-found'
  | 'user-plan-not-allowed-for-coupon'
  | 'user-problem-with-card'
  | 'user-record-not-found'
  | 'username-already-taken'
  | 'username-missing'
  | 'username-not-allowed'
  | 'username-removal-forbidden'
  | 'username-required'
  | 'verification-email-already-sent'
  | 'verification-token-expired'
  | 'version-already-exists'
  | 'versions-size-exceeded'
  | 'weak-password'
  | 'x402-agentic-payment-already-finalized'
  | 'x402-agentic-payment-insufficient-amount'
  | 'x402-agentic-payment-malformed-token'
  | 'x402-agentic-payment-settlement-failed'
  | 'x402-agentic-payment-settlement-in-progress'
  | 'x402-agentic-payment-settlement-stuck'
  | 'x402-agentic-payment-unauthorized'
  | 'x402-payment-required'
  | 'zero-invoice'
  | (string & {});

/** The documented error types, at run time (e.g. to check a code from a log). */
export const PLATFORM_ERROR_TYPES = [
  '3d-secure-auth-failed',
  'access-right-already-exists',
  'action-not-found',
  'actor-already-rented',
  'actor-can-not-be-rented',
  'actor-disabled',
  'actor-is-not-rented',
  'actor-memory-limit-exceeded',
  'actor-name-exists-new-owner',
  'actor-name-not-unique',
  'actor-not-found',
  'actor-not-git-host-actor',
  'actor-not-public',
  'actor-permission-level-not-supported-for-agentic-payments',
  'actor-review-already-exists',
  'actor-run-failed',
  'actor-standby-not-supported-for-agentic-payments',
  'actor-task-name-not-unique',
  'agentic-payment-info-retrieval-error',
  'agentic-payment-information-missing',
  'agentic-payment-insufficient-amount',
  'agentic-payment-provider-internal-error',
  'agentic-payment-provider-unauthorized',
  'integration-webhook-deprecated',
  'already-subscribed-to-paid-actor',
  'platform-plan-required-to-use-paid-actor',
  'platform-signup-not-allowed',
  'auth-method-not-supported',
  'authorization-server-not-found',
  'auto-issue-date-invalid',
  'background-check-required',
  'billing-system-error',
  'black-friday-plan-expired',
  'processor-a-error',
  'processor-a-not-linked',
  'processor-a-operation-timed-out',
  'processor-a-unsupported-currency',
  'build-not-found',
  'build-outdated',
  'cannot-add-platform-events-to-ppe-actor',
  'cannot-add-multiple-pricing-infos',
  'cannot-add-pricing-info-that-alters-past',
  'cannot-add-second-future-pricing-info',
  'cannot-build-actor-from-webhook',
  'cannot-change-billing-interval',
  'cannot-change-owner',
  'cannot-charge-platform-event',
  'cannot-charge-non-pay-per-event-actor',
  'cannot-comment-as-other-user',
  'cannot-copy-actor-task',
  'cannot-create-payout',
  'cannot-create-public-actor',
  'cannot-create-tax-transaction',
  'cannot-delete-critical-actor',
  'cannot-delete-invoice',
  'cannot-delete-paid-actor',
  'cannot-disable-one-time-event-for-platform-start-event',
  'cannot-disable-organization-with-enabled-members',
  'cannot-disable-user-with-subscription',
  'cannot-link-oauth-to-unverified-email',
  'cannot-metamorph-to-pay-per-result-actor',
  'cannot-modify-actor-pricing-too-frequently',
  'cannot-modify-actor-pricing-with-immediate-effect',
  'cannot-override-paid-actor-trial',
  'cannot-permanently-delete-subscription',
  'cannot-publish-actor',
  'cannot-reduce-last-full-token',
  'cannot-reimburse-more-than-original-charge',
  'cannot-reimburse-non-rental-charge',
  'cannot-remove-own-actor-from-recently-used',
  'cannot-remove-payment-method',
  'cannot-remove-pricing-info',
  'cannot-remove-running-run',
  'cannot-remove-user-with-public-actors',
  'cannot-remove-user-with-subscription',
  'cannot-remove-user-with-unpaid-invoice',
  'cannot-rename-env-var',
  'cannot-rent-paid-actor',
  'cannot-review-own-actor',
  'cannot-set-access-rights-for-owner',
  'cannot-set-is-status-message-terminal',
  'cannot-unpublish-critical-actor',
  'cannot-unpublish-paid-actor',
  'cannot-unpublish-profile',
  'cannot-update-invoice-field',
  'concurrent-runs-limit-exceeded',
  'concurrent-update-detected',
  'conference-token-not-found',
  'content-encoding-forbidden-for-html',
  'coupon-already-redeemed',
  'coupon-expired',
  'coupon-for-new-customers',
  'coupon-for-subscribed-users',
  'coupon-limits-are-in-conflict-with-current-limits',
  'coupon-max-number-of-redemptions-reached',
  'coupon-not-found',
  'coupon-not-unique',
  'coupons-disabled',
  'create-git-host-issue-not-allowed',
  'creator-plan-not-available',
  'cron-expression-invalid',
  'daily-ai-token-limit-exceeded',
  'daily-publication-limit-exceeded',
  'dataset-does-not-have-fields-schema',
  'dataset-does-not-have-schema',
  'dataset-locked',
  'dataset-schema-invalid',
  'dcr-not-supported',
  'default-dataset-not-found',
  'deleting-default-build',
  'deleting-unfinished-build',
  'email-already-taken',
  'email-already-taken-removed-user',
  'email-domain-not-allowed-for-coupon',
  'email-invalid',
  'email-not-allowed',
  'email-not-valid',
  'email-update-too-soon',
  'elevated-permissions-needed',
  'env-var-already-exists',
  'exchange-rate-fetch-failed',
  'expired-conference-token',
  'failed-to-charge-user',
  'final-invoice-negative',
  'full-permission-actor-not-approved',
  'git-host-branch-empty',
  'git-host-issue-already-exists',
  'git-host-public-key-not-found',
  'git-host-repository-not-found',
  'git-host-signature-does-not-match-payload',
  'git-host-user-not-authorized-for-issues',
  'mail-provider-not-allowed',
  'id-does-not-match',
  'incompatible-billing-interval',
  'incomplete-payout-billing-info',
  'inconsistent-currencies',
  'incorrect-pricing-modifier-prefix',
  'input-json-invalid-characters',
  'input-json-not-object',
  'input-json-too-long',
  'input-update-collision',
  'insufficient-permissions',
  'insufficient-permissions-to-change-field',
  'insufficient-security-measures',
  'insufficient-tax-country-evidence',
  'integration-auth-error',
  'internal-server-error',
  'invalid-billing-info',
  'invalid-billing-period-for-payout',
  'invalid-build',
  'invalid-client-key',
  'invalid-collection',
  'invalid-conference-login-password',
  'invalid-content-type-header',
  'invalid-credentials',
  'invalid-git-auth-token',
  'invalid-git-host-issue-url',
  'invalid-header',
  'invalid-id',
  'invalid-idempotency-key',
  'invalid-input',
  'invalid-input-schema',
  'invalid-invoice',
  'invalid-invoice-type',
  'invalid-issue-date',
  'invalid-label-params',
  'invalid-main-account-user-id',
  'invalid-oauth-app',
  'invalid-oauth-scope',
  'invalid-one-time-invoice',
  'invalid-parameter',
  'invalid-payout-status',
  'invalid-picture-url',
  'invalid-record-key',
  'invalid-request',
  'invalid-resource-type',
  'invalid-signature',
  'invalid-subscription-plan',
  'invalid-tax-number',
  'invalid-tax-number-format',
  'invalid-token',
  'invalid-token-type',
  'invalid-two-factor-code',
  'invalid-two-factor-code-or-recovery-code',
  'invalid-two-factor-recovery-code',
  'invalid-username',
  'invalid-value',
  'invitation-invalid-resource-type',
  'invitation-no-longer-valid',
  'invoice-canceled',
  'invoice-cannot-be-refunded-due-to-too-high-amount',
  'invoice-incomplete',
  'invoice-is-draft',
  'invoice-locked',
  'invoice-must-be-buffer',
  'invoice-not-canceled',
  'invoice-not-draft',
  'invoice-not-found',
  'invoice-outdated',
  'invoice-paid-already',
  'issue-already-connected-to-git-host',
  'issue-not-found',
  'issues-bad-request',
  'issuer-not-registered',
  'job-finished',
  'label-already-linked',
  'last-api-token',
  'limit-reached',
  'max-items-must-be-greater-than-zero',
  'max-metamorphs-exceeded',
  'max-total-charge-usd-below-minimum',
  'max-total-charge-usd-must-be-greater-than-zero',
  'method-not-allowed',
  'migration-disabled',
  'missing-actor-rights',
  'missing-api-token',
  'missing-billing-info',
  'missing-line-items',
  'missing-payment-date',
  'missing-payout-billing-info',
  'missing-proxy-password',
  'missing-reporting-fields',
  'missing-resource-name',
  'missing-settings',
  'missing-username',
  'monthly-usage-limit-too-low',
  'more-than-one-update-not-allowed',
  'multiple-records-found',
  'must-be-admin',
  'name-not-unique',
  'next-runtime-computation-failed',
  'no-columns-in-exported-dataset',
  'no-payment-attempt-for-refund-found',
  'no-payment-method-available',
  'no-team-account-seats-available',
  'non-temporary-email',
  'not-enough-usage-to-run-paid-actor',
  'not-implemented',
  'not-supported-currencies',
  'o-auth-service-already-connected',
  'o-auth-service-not-connected',
  'oauth-resource-access-failed',
  'one-time-invoice-already-marked-paid',
  'only-drafts-can-be-deleted',
  'operation-canceled',
  'operation-not-allowed',
  'operation-timed-out',
  'organization-cannot-own-itself',
  'organization-role-not-found',
  'overlapping-payout-billing-periods',
  'own-token-required',
  'page-not-found',
  'param-not-one-of',
  'parameter-required',
  'parameters-mismatched',
  'password-reset-email-already-sent',
  'password-reset-token-expired',
  'pay-as-you-go-without-monthly-interval',
  'payment-attempt-status-message-required',
  'payout-already-paid',
  'payout-canceled',
  'payout-invalid-state',
  'payout-must-be-approved-to-be-marked-paid',
  'payout-not-found',
  'payout-number-already-exists',
  'phone-number-invalid',
  'phone-number-landline',
  'phone-number-opted-out',
  'phone-verification-disabled',
  'platform-feature-disabled',
  'price-overrides-validation-failed',
  'pricing-model-not-supported',
  'promotional-plan-not-available',
  'proxy-auth-ip-not-unique',
  'public-actor-disabled',
  'query-timeout',
  'quoted-price-outdated',
  'rate-limit-exceeded',
  'captcha-invalid',
  'captcha-required',
  'record-not-found',
  'record-not-public',
  'record-or-token-not-found',
  'record-too-large',
  'redirect-uri-mismatch',
  'reduced-plan-not-available',
  'rental-charge-already-reimbursed',
  'rental-not-allowed',
  'request-aborted-prematurely',
  'request-handled-or-locked',
  'request-id-invalid',
  'request-queue-duplicate-requests',
  'request-too-large',
  'requested-dataset-view-does-not-exist',
  'resume-token-expired',
  'run-failed',
  'run-input-body-not-valid-json',
  'run-timeout-exceeded',
  'russia-is-evil',
  'same-user',
  'schedule-actor-not-found',
  'schedule-actor-task-not-found',
  'schedule-name-not-unique',
  'schema-validation',
  'schema-validation-error',
  'schema-validation-failed',
  'service-worker-registration-not-allowed',
  'sign-up-method-not-allowed',
  'chat-integration-not-custom',
  'socket-closed',
  'socket-destroyed',
  'store-schema-invalid',
  'store-terms-not-accepted',
  'processor-b-enabled',
  'processor-b-generic-decline',
  'processor-b-not-enabled',
  'processor-b-not-enabled-for-user',
  'tagged-build-required',
  'tax-country-invalid',
  'tax-number-invalid',
  'tax-number-validation-failed',
  'tax-service-call-failed',
  'tax-service-request-failed',
  'testing-error',
  'token-not-provided',
  'too-few-versions',
  'too-many-actor-tasks',
  'too-many-actors',
  'too-many-labels-on-resource',
  'too-many-mcp-connectors',
  'too-many-o-auth-apps',
  'too-many-organizations',
  'too-many-requests',
  'too-many-schedules',
  'too-many-ui-access-keys',
  'too-many-user-labels',
  'too-many-values',
  'too-many-versions',
  'too-many-webhooks',
  'unexpected-route',
  'unknown-build-tag',
  'unknown-payment-provider',
  'unsubscribe-token-invalid',
  'unsupported-actor-pricing-model-for-agentic-payments',
  'unsupported-content-encoding',
  'unsupported-file-type-for-issue',
  'unsupported-file-type-image-expected',
  'unsupported-file-type-text-or-json-expected',
  'unsupported-permission',
  'upcoming-subscription-bill-not-up-to-date',
  'user-already-exists',
  'user-already-verified',
  'user-creates-organizations-too-fast',
  'user-disabled',
  'user-email-is-disposable',
  'user-email-not-set',
  'user-email-not-verified',
  'user-has-no-subscription',
  'user-integration-not-found',
  'user-is-already-invited',
  'user-is-already-organization-member',
  'user-is-not-member-of-organization',
  'user-is-not-organization',
  'user-is-organization',
  'user-is-organization-owner',
  'user-is-removed',
  'user-not-found',
  'user-not-logged-in',
  'user-not-verified',
  'user-or-token-not-found',
  'user-plan-not-allowed-for-coupon',
  'user-problem-with-card',
  'user-record-not-found',
  'username-already-taken',
  'username-missing',
  'username-not-allowed',
  'username-removal-forbidden',
  'username-required',
  'verification-email-already-sent',
  'verification-token-expired',
  'version-already-exists',
  'versions-size-exceeded',
  'weak-password',
  'x402-agentic-payment-already-finalized',
  'x402-agentic-payment-insufficient-amount',
  'x402-agentic-payment-malformed-token',
  'x402-agentic-payment-settlement-failed',
  'x402-agentic-payment-settlement-in-progress',
  'x402-agentic-payment-settlement-stuck',
  'x402-agentic-payment-unauthorized',
  'x402-payment-required',
  'zero-invoice',
] as const satisfies readonly PlatformErrorType[];

/** An HTTP error of the platform, with its error `type` as `code`. */
export type PlatformError<T extends PlatformErrorType = PlatformErrorType> = ApiError & { readonly code: T };

/**
 * True when `err` is an HTTP error of the platform, and, when `type` is given, of that type.
 * Narrows `err.code` to the given type.
 */
export function isPlatformError<T extends PlatformErrorType = PlatformErrorType>(err: unknown, type?: T): err is PlatformError<T> {
  // The plain guard keeps the check cheap for the compiler; the predicate above gives the narrowed type.
  return type === undefined ? isApiError(err) : isApiError(err, type);
}

/** Reads the platform error envelope `{ error: { type, message } }`. */
export function parsePlatformError(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null) return {};
  const record = error as Record<string, unknown>;
  return {
    ...(typeof record.type === 'string' ? { code: record.type } : {}),
    ...(typeof record.message === 'string' ? { message: record.message } : {}),
  };
}
