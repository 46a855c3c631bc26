import { DEFAULT_CSV_UPLOAD_SETTINGS } from '@transitdocs/domain';
import { describe, expect, it } from 'vitest';
import { buildSettingsPatch, SettingsForm, type SettingsForm as Form } from './settings-form.ts';

const form: Form = {
  default_document: 'CMR',
  is_auto_accept_notifications: true,
  is_auto_send_links: false,
  alert_types: [
    { id: 1, message: 'Delay', default: true },
    { message: 'Ramp closed', default: false },
  ],
  csv_upload_settings: DEFAULT_CSV_UPLOAD_SETTINGS,
};

describe('buildSettingsPatch', () => {
  it('sends only the default document for a non-primary user', () => {
    expect(buildSettingsPatch(form, false)).toEqual({ default_document: 'CMR' });
  });

  it('sends the switches, every alert type and the CSV settings for the primary account', () => {
    expect(buildSettingsPatch(form, true)).toEqual(form);
  });
});

describe('SettingsForm', () => {
  it.each([
    { message: '', error: 'field_required' },
    { message: '   ', error: 'field_required' },
    { message: 'x'.repeat(501), error: 'enter_max_chars?count=500' },
  ])('rejects the custom alert type "$message"', ({ message, error }) => {
    const result = SettingsForm.safeParse({
      ...form,
      alert_types: [{ message, default: false }],
    });
    expect(result.error?.issues[0]?.message).toBe(error);
  });

  it('accepts a 500-character alert type', () => {
    const result = SettingsForm.safeParse({
      ...form,
      alert_types: [{ message: 'x'.repeat(500), default: false }],
    });
    expect(result.success).toBe(true);
  });
});
