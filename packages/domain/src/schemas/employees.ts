import { z } from '../zod-config.ts';
import { DEFAULT_ROLE } from '../enums.ts';
import { EMAIL_MAX } from '../constants.ts';
import { isValidShortTldEmail } from '../validation/email.ts';
import { isEmptyPhone, validatePhone } from '../validation/phone.ts';
import { optionalText, requiredText } from './fields.ts';
import { RoleSchema, User } from './auth.ts';
import { pagedResponse } from './common.ts';
import { EMPLOYEE_ACTIONS, type EmployeeAction } from '../policy/actions.ts';

/** `{action: boolean}`: what the caller may do to an account of the accounts list. */
export const EmployeeActionsSchema = z.object(
  Object.fromEntries(EMPLOYEE_ACTIONS.map((action) => [action, z.boolean()])) as Record<
    EmployeeAction,
    z.ZodBoolean
  >,
);

/** The error key of each refused account action (why); allowed actions are absent. */
export const EmployeeRefusalsSchema = z.object(
  Object.fromEntries(EMPLOYEE_ACTIONS.map((action) => [action, z.string().optional()])) as Record<
    EmployeeAction,
    z.ZodOptional<z.ZodString>
  >,
);

/** New sub-account phone: '+48' alone is empty; spaces are an error here, not removed (spec 3 §5). */
const newAccountPhone = () =>
  z
    .string()
    .max(500)
    .transform((value) => (isEmptyPhone(value) ? '' : value.trim()))
    .superRefine((value, ctx) => {
      if (value === '') return;
      const error = validatePhone(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

const newAccountEmail = () =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((value) => value === '' || isValidShortTldEmail(value), { message: 'wrong_email' });

export const NewAccount = z
  .strictObject({
    first_name: requiredText(),
    last_name: requiredText(),
    phone: newAccountPhone().optional().default(''),
    email: newAccountEmail().optional().default(''),
    role: RoleSchema.optional().default(DEFAULT_ROLE),
    inspecto_linking_token: optionalText().nullable().optional(),
  })
  .superRefine((account, ctx) => {
    // The activation link goes by e-mail, else by SMS: one of them is needed.
    if (!account.email && !account.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'email_or_phone_required' });
    }
  });
export type NewAccount = z.infer<typeof NewAccount>;

/** POST employee/ (spec 3 §7). */
export const EmployeeCreateRequest = z.strictObject({ user: NewAccount });
export type EmployeeCreateRequest = z.infer<typeof EmployeeCreateRequest>;

export const Employee = z.object({
  id: z.number().int(),
  user: User.pick({
    id: true,
    first_name: true,
    last_name: true,
    email: true,
    phone: true,
    role: true,
    is_active: true,
  }),
  company: z.number().int(),
  ownership: z.enum(['primary', 'secondary']),
  /**
   * What the caller may do to this account now, and why not (the rulebook's answers). This
   * server always sends them; optional so fixtures and older answers still parse.
   */
  actions: EmployeeActionsSchema.optional(),
  refusals: EmployeeRefusalsSchema.optional(),
});
export type Employee = z.infer<typeof Employee>;
export const EmployeeListResponse = pagedResponse(Employee);

/** POST employee/ answers the employee and where the activation link went. */
export const EmployeeCreateResponse = Employee.extend({
  activation_channel: z.enum(['email', 'sms']),
});
export type EmployeeCreateResponse = z.infer<typeof EmployeeCreateResponse>;

/** employee/ person autocomplete (any role); no e-mail, as it may show a partner's people. */
export const Person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  company: z.number().int(),
});
export type Person = z.infer<typeof Person>;
export const PersonListResponse = pagedResponse(Person);

export const PersonAutocompleteQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  name: z.string().trim().max(500).optional(),
  company_vies: z.string().trim().max(17).optional(),
});
export type PersonAutocompleteQuery = z.infer<typeof PersonAutocompleteQuery>;

export const EmployeeListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  user_role: RoleSchema.optional(),
  first_name: z.string().trim().max(500).optional(),
  last_name: z.string().trim().max(500).optional(),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuery>;

/** The profile edit form requires names and role (spec 3 §5). */
export const EmployeeEditForm = z.object({
  first_name: requiredText(),
  last_name: requiredText(),
  role: RoleSchema,
});
export type EmployeeEditForm = z.infer<typeof EmployeeEditForm>;
