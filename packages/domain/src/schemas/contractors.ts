import { z } from '../zod-config.ts';
import { isValidZip } from '../validation/zip.ts';
import { isValidPesel } from '../validation/pesel.ts';
import { isViesCountry, toVies, validateTaxNumber } from '../validation/tax-number.ts';
import { isEmptyPhone, normalizePhone, validatePhone } from '../validation/phone.ts';
import { countryCode, optionalEmail, optionalText, requiredText } from './fields.ts';
import { pagedResponse } from './common.ts';
import { AUTO_SEND_SKIP_REASONS } from '../rules/contractors.ts';

/** An optional phone: '+48' alone counts as empty and is stored as empty (spec 3 §5). */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(500)
    .transform((value) => (isEmptyPhone(value) ? '' : normalizePhone(value)))
    .superRefine((value, ctx) => {
      if (value === '') return;
      const error = validatePhone(value, { allowSpaces: true });
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

const optionalPesel = () =>
  z
    .string()
    .trim()
    .max(11)
    .refine((value) => value === '' || isValidPesel(value), { message: 'pesel_incorrect' });

/** Checks shared by create and form: zip per country; NIP per VIES prefix. */
function refineContractor(
  value: {
    country: string;
    zip_code: string;
    nip?: string | undefined;
    vies?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (!isValidZip(value.country, value.zip_code)) {
    ctx.addIssue({ code: 'custom', path: ['zip_code'], message: 'zip_code_incorrect' });
  }
  if (value.vies) {
    const prefix = value.vies.slice(0, 2).toUpperCase();
    const number = value.vies.slice(2);
    const error = isViesCountry(prefix)
      ? validateTaxNumber(prefix, number)
      : 'vies_country_incorrect';
    if (error) ctx.addIssue({ code: 'custom', path: ['vies'], message: error });
    else if (value.nip && value.nip.replace(/[\s-]/g, '') !== number.replace(/[\s-]/g, '')) {
      ctx.addIssue({ code: 'custom', path: ['nip'], message: 'tax_number_incorrect' });
    }
  } else if (value.nip) {
    // A NIP without a VIES prefix is a Polish NIP (checksum included).
    const error = validateTaxNumber('PL', value.nip);
    if (error) ctx.addIssue({ code: 'custom', path: ['nip'], message: error });
  }
}

/** The VIES id a contractor is stored with: the given one, else PL plus a bare NIP, else none. */
export function contractorVies(value: {
  nip?: string | undefined;
  vies?: string | null | undefined;
}): string | null {
  if (value.vies) return value.vies.replace(/[\s-]/g, '').toUpperCase();
  if (value.nip) return toVies('PL', value.nip);
  return null;
}

/** POST client/ (spec 3 §7). */
export const ClientCreateRequest = z
  .strictObject({
    name: requiredText(),
    address: requiredText(),
    zip_code: requiredText(10),
    town: requiredText(),
    country: countryCode(),
    nip: optionalText(15).optional(),
    vies: z.string().trim().max(17).nullable().optional(),
    phone: optionalPhone().optional(),
    vat_group: optionalText().optional(),
    pesel: optionalPesel().optional(),
    email: optionalEmail().optional(),
  })
  .superRefine(refineContractor);
export type ClientCreateRequest = z.infer<typeof ClientCreateRequest>;

/** PATCH client/{id}/update_client/: the tax identity (nip, vies, pesel) does not change. */
export const ClientUpdateRequest = z.strictObject({
  name: requiredText().optional(),
  address: requiredText().optional(),
  zip_code: requiredText(10).optional(),
  town: requiredText().optional(),
  country: countryCode().optional(),
  phone: optionalPhone().optional(),
  vat_group: optionalText().optional(),
  email: optionalEmail().optional(),
});
export type ClientUpdateRequest = z.infer<typeof ClientUpdateRequest>;

/**
 * The last time the product sent a transit's link to this contractor by itself (spec 2 §4):
 * sent (by e-mail or SMS), or skipped with why. Null until a transit named it.
 */
export const ContractorAutoSend = z.object({
  status: z.enum(['sent', 'skipped']),
  channel: z.enum(['email', 'sms']).nullable(),
  reason: z.enum(AUTO_SEND_SKIP_REASONS).nullable(),
  at: z.string(),
  transit_number: z.string(),
});
export type ContractorAutoSend = z.infer<typeof ContractorAutoSend>;

export const Client = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  zip_code: z.string(),
  town: z.string(),
  country: z.string(),
  nip: z.string(),
  vies: z.string().nullable(),
  phone: z.string(),
  vat_group: z.string(),
  pesel: z.string(),
  email: z.string(),
  is_online: z.boolean(),
  /** The contractor's own company in the product, when it has one. */
  gt_id: z.number().int().nullable(),
  last_auto_send: ContractorAutoSend.nullable(),
});
export type Client = z.infer<typeof Client>;

/**
 * POST client/ answers the client plus what happened on the other side: `pending` when the
 * contractor is a company in the product and was sent an invitation, `accepted` when it accepts
 * automatically or the two companies are already connected, null otherwise.
 */
export const ClientCreateResponse = Client.extend({
  invitation_status: z.enum(['pending', 'accepted']).nullable(),
});
export type ClientCreateResponse = z.infer<typeof ClientCreateResponse>;
export const ClientListResponse = pagedResponse(Client);
export type ClientListResponse = z.infer<typeof ClientListResponse>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ClientListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  vies: z.string().trim().max(17).optional(),
  gt_id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().max(500).optional(),
  town: z.string().trim().max(500).optional(),
  country: z.string().trim().max(3).optional(),
  is_online: booleanQuery.optional(),
});
export type ClientListQuery = z.infer<typeof ClientListQuery>;

/** client/all_clients/ for autocompletes: `search` (name, NIP or VIES) or `name`. */
export const ClientAutocompleteQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(500).optional(),
  name: z.string().trim().max(500).optional(),
});
export type ClientAutocompleteQuery = z.infer<typeof ClientAutocompleteQuery>;

/** GET company?id=: a company in the product by its id (the contractor form's GT id). */
export const CompanyLookupQuery = z.object({ id: z.coerce.number().int().positive() });
export const CompanyLookupResult = z.object({
  name: z.string(),
  country: z.string(),
  vies: z.string().nullable(),
  town: z.string(),
  zip_code: z.string(),
  address: z.string(),
});
export const CompanyLookupResponse = z.object({ results: z.array(CompanyLookupResult) });
export type CompanyLookupResponse = z.infer<typeof CompanyLookupResponse>;

/** The contractor form of the web (spec 3 §3), with the has-NIP toggle. */
export const ContractorForm = z
  .object({
    name: requiredText(),
    address: requiredText(),
    zipCode: requiredText(10),
    city: requiredText(),
    country: z.object({ code: countryCode(), name: z.string().max(100) }),
    nip: z.object({ country: z.string(), value: z.string().trim().max(15), exists: z.boolean() }),
    vatGroup: optionalText(),
    phone: optionalPhone(),
    greenTransitId: z.string().trim().max(20),
    pesel: optionalPesel(),
    email: optionalEmail(),
  })
  .superRefine((form, ctx) => {
    if (!isValidZip(form.country.code, form.zipCode)) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'zip_code_incorrect' });
    }
    if (form.nip.exists) {
      if (form.nip.value === '') {
        ctx.addIssue({ code: 'custom', path: ['nip', 'value'], message: 'field_required' });
      } else {
        const error = validateTaxNumber(form.nip.country, form.nip.value);
        if (error) ctx.addIssue({ code: 'custom', path: ['nip', 'value'], message: error });
      }
    }
  });
export type ContractorForm = z.infer<typeof ContractorForm>;

/** Form -> POST payload: with NIP the PESEL is dropped, without NIP the NIP; empty number drops vies. */
export function contractorFormToRequest(form: ContractorForm): ClientCreateRequest {
  const number = form.nip.exists ? form.nip.value.replace(/[\s-]/g, '') : '';
  return {
    name: form.name,
    address: form.address,
    zip_code: form.zipCode,
    town: form.city,
    country: form.country.code,
    nip: number,
    vies: number ? toVies(form.nip.country, number) : null,
    phone: form.phone,
    vat_group: form.vatGroup,
    pesel: form.nip.exists ? '' : form.pesel,
    email: form.email,
  };
}

export const ValidateNipRequest = z.strictObject({
  nip: z
    .string()
    .trim()
    .refine((value) => validateTaxNumber('PL', value) === null, { message: 'nip_incorrect' }),
});
export const ValidateNipResponse = z.object({
  name: z.string(),
  company_gt_id: z.number().int().nullable(),
  address: z.string(),
  zip_code: z.string(),
  town: z.string(),
});
export type ValidateNipResponse = z.infer<typeof ValidateNipResponse>;

export const ValidateViesRequest = z.strictObject({
  vies: z
    .string()
    .trim()
    .min(3)
    .max(17)
    .refine((value) => isViesCountry(value.slice(0, 2).toUpperCase()), {
      message: 'vies_country_incorrect',
    }),
});
export const ValidateViesResponse = ValidateNipResponse.extend({ country: z.string() });
export type ValidateViesResponse = z.infer<typeof ValidateViesResponse>;
