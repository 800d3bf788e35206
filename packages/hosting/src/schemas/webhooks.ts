import * as z from 'zod/mini';

/**
 * Event names of the webhooks this SDK knows: deploys, plugin jobs, on-demand backups, and the
 * maintenance-mode and basic-authentication toggles.
 */
export const webhookEventNames = [
  'git_deploy_completed',
  'git_deploy_failed',
  'site_plugin_installed_successfully',
  'site_plugin_install_failed',
  'site_plugin_updated_successfully',
  'site_plugin_update_failed',
  'site_plugin_activated_successfully',
  'site_plugin_activation_failed',
  'site_plugin_deactivated_successfully',
  'site_plugin_deactivation_failed',
  'site_plugin_deleted_successfully',
  'site_plugin_delete_failed',
  'ondemand_backup_created',
  'ondemand_backup_deleted',
  'site_maintenance_mode_toggled',
  'site_basic_authentication_toggled',
] as const;

/** A webhook event name the SDK knows. */
export type WebhookEventName = (typeof webhookEventNames)[number];

/** Fields the SDK reads when present; every other field of the payload is kept as sent. */
const commonFields = {
  /** The site the event is about. */
  site_id: z.optional(z.union([z.number(), z.string()])),
};

/** The payload schema of one event: its literal name, the common fields and its own. */
function webhookEvent<const N extends WebhookEventName, S extends Record<string, z.ZodMiniType>>(name: N, fields: S) {
  return z.looseObject({ event: z.literal(name), ...commonFields, ...fields });
}

const deployFields = {
  deploy_id: z.optional(z.number()),
  branch: z.optional(z.string()),
  repository: z.optional(z.string()),
};
const deployFailedFields = {
  deploy_id: z.optional(z.number()),
  branch: z.optional(z.string()),
  repository: z.optional(z.string()),
  error: z.optional(z.unknown()),
};
const pluginFields = { plugins: z.optional(z.array(z.unknown())) };
const backupFields = { backup_id: z.optional(z.nullable(z.union([z.number(), z.string()]))), backup_type: z.optional(z.string()) };

/** Every known webhook payload, told apart by `event`. */
export const webhookSchema = z.discriminatedUnion('event', [
  webhookEvent('git_deploy_completed', deployFields),
  webhookEvent('git_deploy_failed', deployFailedFields),
  webhookEvent('site_plugin_installed_successfully', pluginFields),
  webhookEvent('site_plugin_install_failed', pluginFields),
  webhookEvent('site_plugin_updated_successfully', pluginFields),
  webhookEvent('site_plugin_update_failed', pluginFields),
  webhookEvent('site_plugin_activated_successfully', pluginFields),
  webhookEvent('site_plugin_activation_failed', pluginFields),
  webhookEvent('site_plugin_deactivated_successfully', pluginFields),
  webhookEvent('site_plugin_deactivation_failed', pluginFields),
  webhookEvent('site_plugin_deleted_successfully', pluginFields),
  webhookEvent('site_plugin_delete_failed', pluginFields),
  webhookEvent('ondemand_backup_created', backupFields),
  webhookEvent('ondemand_backup_deleted', backupFields),
  webhookEvent('site_maintenance_mode_toggled', { enabled: z.optional(z.boolean()) }),
  webhookEvent('site_basic_authentication_toggled', { enabled: z.optional(z.boolean()) }),
]);

/** A webhook payload; narrow it with `switch (hook.event)`. */
export type HostingWebhook = z.infer<typeof webhookSchema>;
/** The payload of one webhook event. */
export type WebhookOf<N extends WebhookEventName> = Extract<HostingWebhook, { event: N }>;
