import { z } from '../zod-config.ts';
import { OWNERSHIPS, ROLES } from '../enums.ts';
import { LANGUAGES } from '../languages.ts';
import { ACCOUNT_ACTIONS, type AccountAction } from '../policy/actions.ts';
import { TEXT_MAX } from '../constants.ts';
import { isValidZip } from '../validation/zip.ts';
import { toVies, validateTaxNumber } from '../validation/tax-number.ts';
import {
  countryCode,
  currentPassword,
  email,
  optionalText,
  password,
  phone,
  pin,
  requiredText,
} from './fields.ts';

export const RoleSchema = z.enum(ROLES);
export const OwnershipSchema = z.enum(OWNERSHIPS);

/** `{action: boolean}` for each account action: what the signed-in user may do. */
export const AccountActionsSchema = z.object(
  Object.fromEntries(ACCOUNT_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    AccountAction,
    z.ZodBoolean
  >,
);

/** The signed-in user as the server returns it. The PIN itself (gt_id) is never sent back. */
export const User = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: RoleSchema,
  avatar: z.string().nullable(),
  language: z.enum(LANGUAGES),
  is_active: z.boolean(),
  has_pin: z.boolean(),
  inspecto_linking_token: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  employee_data: z.object({ id: z.number().int(), ownership: OwnershipSchema }),
  /**
   * The account actions the rulebook gives this user (menus, settings, position sharing). This
   * server always sends it; optional so a user stored by an older client still parses.
   */
  actions: AccountActionsSchema.optional(),
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.strictObject({
  login: requiredText(TEXT_MAX),
  password: z.string().min(1).max(TEXT_MAX),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: User,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Company of a registration: the VIES id must be the tax country prefix plus the number. */
export const RegisterCompany = z
  .strictObject({
    name: requiredText(),
    address: requiredText(),
    zip_code: requiredText(),
    town: requiredText(),
    country: countryCode(),
    nip: requiredText(),
    vies: requiredText(),
    vat_group: optionalText().optional(),
    phone: phone(),
  })
  .superRefine((company, ctx) => {
    if (!isValidZip(company.country, company.zip_code)) {
      ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'zip_code_incorrect' });
    }
    const taxCountry = company.vies.slice(0, 2).toUpperCase();
    const taxError = validateTaxNumber(taxCountry, company.nip);
    if (taxError) {
      ctx.addIssue({ code: 'custom', path: ['nip'], message: taxError });
    } else if (toVies(taxCountry, company.nip) !== company.vies.toUpperCase()) {
      ctx.addIssue({ code: 'custom', path: ['vies'], message: 'tax_number_incorrect' });
    }
  });

export const RegisterRequest = z.strictObject({
  first_name: requiredText(),
  last_name: requiredText(),
  email: email(),
  password: password(),
  regulations_accepted: z.literal(true, { message: 'regulations_required' }),
  company: RegisterCompany,
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** The signup form as the user fills it (spec 3 §3), validated field by field. */
export const RegistrationForm = z
  .object({
    name: requiredText(),
    surname: requiredText(),
    firm: requiredText(),
    address: requiredText(),
    zipCode: requiredText(),
    city: requiredText(),
    country: countryCode(),
    nipCountry: requiredText(),
    nip: requiredText(),
    vatGroup: optionalText(),
    phoneNumber: phone(),
    email: email(),
    password1: password(),
    password2: z.string().min(1),
    regulations: z.boolean().refine((accepted) => accepted, { message: 'regulations_required' }),
  })
  .superRefine((form, ctx) => {
    if (!isValidZip(form.country, form.zipCode)) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'zip_code_incorrect' });
    }
    const taxError = validateTaxNumber(form.nipCountry, form.nip);
    if (taxError) {
      ctx.addIssue({
        code: 'custom',
        path: [taxError === 'vies_country_incorrect' ? 'nipCountry' : 'nip'],
        message: taxError,
      });
    }
    if (form.password1 !== form.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: 'passwords_not_the_same' });
    }
  });
export type RegistrationForm = z.infer<typeof RegistrationForm>;

export function registrationFormToRequest(form: RegistrationForm): RegisterRequest {
  const number = form.nip.replace(/[\s-]/g, '');
  return {
    first_name: form.name,
    last_name: form.surname,
    email: form.email,
    password: form.password1,
    regulations_accepted: true,
    company: {
      name: form.firm,
      address: form.address,
      zip_code: form.zipCode,
      town: form.city,
      country: form.country,
      nip: number,
      vies: toVies(form.nipCountry, number),
      vat_group: form.vatGroup,
      phone: form.phoneNumber,
    },
  };
}

export const RequestResetPasswordRequest = z
  .strictObject({
    email: z.string().trim().max(TEXT_MAX).optional(),
    phone: z.string().trim().max(TEXT_MAX).optional(),
  })
  .superRefine((request, ctx) => {
    const hasEmail = Boolean(request.email);
    const hasPhone = Boolean(request.phone && request.phone.replace(/\s/g, '') !== '+48');
    if (!hasEmail && !hasPhone) {
      ctx.addIssue({
        code: 'custom',
        path: ['non_field_errors'],
        message: 'email_or_phone_required',
      });
    }
    if (hasEmail) {
      const result = email().safeParse(request.email);
      if (!result.success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'wrong_email' });
    }
  });
export type RequestResetPasswordRequest = z.infer<typeof RequestResetPasswordRequest>;

export const ResetPasswordForm = z
  .object({ password: password(), confirm_password: z.string().min(1) })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'passwords_not_the_same',
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const ResetPasswordRequest = z
  .strictObject({
    uid: requiredText(100),
    token: requiredText(200),
    password: password(),
    confirm_password: z.string().min(1).max(TEXT_MAX),
  })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'passwords_not_the_same',
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const RESET_LINK_PURPOSES = ['reset', 'activation'] as const;
export type ResetLinkPurpose = (typeof RESET_LINK_PURPOSES)[number];
export const ResetLinkStatusResponse = z.object({ purpose: z.enum(RESET_LINK_PURPOSES) });
export type ResetLinkStatusResponse = z.infer<typeof ResetLinkStatusResponse>;

/**
 * A new PIN, proved by the old PIN or by the account password; exactly one of them. After five
 * wrong PINs the PIN is locked (`pin_locked`) and only the password opens it, so guessing cannot
 * outlast a lock.
 */
export const UpdatePinRequest = z
  .strictObject({
    old_pin: pin().optional(),
    password: currentPassword().optional(),
    new_pin: pin(),
    confirm_pin: pin(),
  })
  .superRefine((form, ctx) => {
    if (form.old_pin === undefined && form.password === undefined) {
      ctx.addIssue({ code: 'custom', path: ['old_pin'], message: 'field_required' });
    }
    if (form.old_pin !== undefined && form.password !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'old_pin_or_password' });
    }
    if (form.new_pin !== form.confirm_pin) {
      ctx.addIssue({ code: 'custom', path: ['confirm_pin'], message: 'pins_not_the_same' });
    }
  });
export type UpdatePinRequest = z.infer<typeof UpdatePinRequest>;
/** The profile's PIN form with the old PIN. */
export const UpdatePinForm = z
  .object({ old_pin: pin(), new_pin: pin(), confirm_pin: pin() })
  .refine((form) => form.new_pin === form.confirm_pin, {
    path: ['confirm_pin'],
    message: 'pins_not_the_same',
  });
export type UpdatePinForm = z.infer<typeof UpdatePinForm>;
/** The same form once the PIN is locked: the account password instead of the old PIN. */
export const UpdatePinWithPasswordForm = z
  .object({ password: currentPassword(), new_pin: pin(), confirm_pin: pin() })
  .refine((form) => form.new_pin === form.confirm_pin, {
    path: ['confirm_pin'],
    message: 'pins_not_the_same',
  });
export type UpdatePinWithPasswordForm = z.infer<typeof UpdatePinWithPasswordForm>;

/** The first-PIN dialog: PIN and its confirmation; only the PIN is sent (as gt_id). */
export const FirstPinForm = z
  .object({ pin: pin(), confirm_pin: pin() })
  .refine((form) => form.pin === form.confirm_pin, {
    path: ['confirm_pin'],
    message: 'pins_not_the_same',
  });
export type FirstPinForm = z.infer<typeof FirstPinForm>;

export const PasswordChangeRequest = z
  .strictObject({
    old_password: currentPassword(),
    new_password: password(),
    confirm_password: z.string().min(1).max(TEXT_MAX),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: 'passwords_not_the_same',
  });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;
export const PasswordChangeForm = PasswordChangeRequest;
export type PasswordChangeForm = PasswordChangeRequest;

/** `userId` is sent by the client beside the path id (spec 3 §7) and ignored. */
export const UserPatchRequest = z.strictObject({
  first_name: requiredText().optional(),
  last_name: requiredText().optional(),
  inspecto_linking_token: optionalText().nullable().optional(),
  role: RoleSchema.optional(),
  is_active: z.boolean().optional(),
  gt_id: pin().optional(),
  /** an Admin on another user: removes the PIN (and its lock); the user sets a new one (gt_id) */
  reset_pin: z.literal(true).optional(),
  userId: z.number().int().optional(),
});
export type UserPatchRequest = z.infer<typeof UserPatchRequest>;

/**
 * `DELETE user/{id}/?revoke_api_keys=true`: the API keys the person made are revoked with him in
 * one step (the Admin's choice in the removal dialog). Without it they stop all the same, since
 * a key never outlives its creator, but the list keeps them as not revoked.
 */
export const UserDeleteQuery = z.strictObject({
  revoke_api_keys: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type UserDeleteQuery = z.infer<typeof UserDeleteQuery>;
