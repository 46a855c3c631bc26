import { z } from '../zod-config.ts';
import { EMAIL_MAX, TEXT_MAX } from '../constants.ts';
import { isCountryCode } from '../countries.ts';
import { isValidEmail } from '../validation/email.ts';
import { isEmptyPhone, normalizePhone, validatePhone } from '../validation/phone.ts';
import { validatePassword, validatePin } from '../validation/password.ts';

/** Field builders shared by every schema; messages come from the domain error map. */
export const optionalText = (max = TEXT_MAX) => z.string().trim().max(max);
export const requiredText = (max = TEXT_MAX) => z.string().trim().min(1).max(max);

/**
 * The `version` a client read (a response's `version`, or its `ETag` without quotes). A write
 * that sends it is refused with 409 `edited_by_someone_else` once the row changed, so
 * no one overwrites an edit he never saw.
 */
export const rowVersion = () => z.string().trim().min(1).max(40);

export const email = () =>
  z.string().trim().min(1).max(EMAIL_MAX).refine(isValidEmail, { message: 'wrong_email' });

export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((value) => value === '' || isValidEmail(value), { message: 'wrong_email' });

/** A required phone: spaces removed, then '+', a non-zero digit and 5-16 digits. */
export const phone = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(TEXT_MAX)
    .transform(normalizePhone)
    .superRefine((value, ctx) => {
      const error = isEmptyPhone(value)
        ? 'field_required'
        : validatePhone(value, { allowSpaces: true });
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

export const password = () =>
  z.string().superRefine((value, ctx) => {
    if (value.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'field_required' });
      return;
    }
    const error = validatePassword(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/** A password to compare against the stored one: only presence and the length limit apply. */
export const currentPassword = () => z.string().min(1).max(TEXT_MAX);

export const pin = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'field_required' });
        return;
      }
      const error = validatePin(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

export const countryCode = () =>
  z.string().trim().min(1).max(3).refine(isCountryCode, { message: 'country_incorrect' });
