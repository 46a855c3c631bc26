import { ProfileSettings, type ProfileSettingsPatchRequest } from '@transitdocs/domain';
import type { z } from 'zod';

/**
 * The part of the profile settings this form edits; the report's columns have their own dialog
 * (and call), opened from the same section.
 */
export const SettingsForm = ProfileSettings.pick({
  default_document: true,
  is_auto_accept_notifications: true,
  is_auto_send_links: true,
  alert_types: true,
  csv_upload_settings: true,
});
export type SettingsForm = z.infer<typeof SettingsForm>;

export function toSettingsForm(settings: ProfileSettings): SettingsForm {
  return {
    default_document: settings.default_document,
    is_auto_accept_notifications: settings.is_auto_accept_notifications,
    is_auto_send_links: settings.is_auto_send_links,
    alert_types: settings.alert_types.map(({ id, message, default: isDefault }) => ({
      ...(id === undefined ? {} : { id }),
      message,
      default: isDefault,
    })),
    csv_upload_settings: { encoding: 'auto', ...settings.csv_upload_settings },
  };
}

/**
 * Without the company settings (the primary account's, spec 3 §6) a user changes only his default
 * document, so nothing else is sent (spec 3 §4).
 */
export function buildSettingsPatch(
  form: SettingsForm,
  mayCompanySettings: boolean,
): ProfileSettingsPatchRequest {
  if (!mayCompanySettings) return { default_document: form.default_document };
  return {
    default_document: form.default_document,
    is_auto_accept_notifications: form.is_auto_accept_notifications,
    is_auto_send_links: form.is_auto_send_links,
    alert_types: form.alert_types.map(({ id, message, default: isDefault }) => ({
      ...(id === undefined ? {} : { id }),
      message,
      default: isDefault,
    })),
    csv_upload_settings: form.csv_upload_settings,
  };
}
