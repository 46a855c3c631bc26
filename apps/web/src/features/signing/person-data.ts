import {
  SignatureDataInput,
  type CompanyLookupResponse,
  type SignMethod,
  type User,
} from '@transitdocs/domain';

/** The person-data form: every field text, the country a code. */
export type PersonData = {
  sign_fullname: string;
  sign_pesel: string;
  sign_company_name: string;
  sign_company_address: string;
  sign_company_zip_code: string;
  sign_company_town: string;
  sign_company_country: string;
  sign_company_vies: string;
  sign_company_nip: string;
  sign_company_vat_group: string;
};

export const PERSON_FIELDS = [
  'sign_fullname',
  'sign_pesel',
  'sign_company_name',
  'sign_company_address',
  'sign_company_zip_code',
  'sign_company_town',
  'sign_company_country',
  'sign_company_vies',
  'sign_company_nip',
  'sign_company_vat_group',
] as const satisfies readonly (keyof PersonData)[];

export const EMPTY_PERSON: PersonData = {
  sign_fullname: '',
  sign_pesel: '',
  sign_company_name: '',
  sign_company_address: '',
  sign_company_zip_code: '',
  sign_company_town: '',
  sign_company_country: '',
  sign_company_vies: '',
  sign_company_nip: '',
  sign_company_vat_group: '',
};

/**
 * "My data" (spec 2 §6): the signed-in user's full name and the company's details as
 * GET company?id= answers them; fields the company lacks keep what was typed.
 */
export function myPersonData(
  current: PersonData,
  user: User,
  company: CompanyLookupResponse['results'][number] | undefined,
): PersonData {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return {
    ...current,
    sign_fullname: fullName || current.sign_fullname,
    sign_company_name: company?.name ?? user.company.name,
    sign_company_address: company?.address ?? current.sign_company_address,
    sign_company_zip_code: company?.zip_code ?? current.sign_company_zip_code,
    sign_company_town: company?.town ?? current.sign_company_town,
    sign_company_country: company?.country ?? current.sign_company_country,
    sign_company_vies: company?.vies ?? current.sign_company_vies,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * `signature_data` of the request, checked with the server's own schema: the field errors (a
 * missing name gives `signer_name_required`, as the server says it) or the data.
 */
export function toSignatureData(
  person: PersonData,
  method: SignMethod,
  countryName: (code: string) => string,
): { data: SignatureDataInput } | { errors: Partial<Record<keyof PersonData, string>> } {
  const country = person.sign_company_country.trim();
  const parsed = SignatureDataInput.safeParse({
    sign_fullname: person.sign_fullname,
    sign_pesel: orNull(person.sign_pesel),
    sign_company_name: orNull(person.sign_company_name),
    sign_company_address: orNull(person.sign_company_address),
    sign_company_zip_code: orNull(person.sign_company_zip_code),
    sign_company_post_code: orNull(person.sign_company_zip_code),
    sign_company_town: orNull(person.sign_company_town),
    sign_company_country: country ? [country, countryName(country)] : null,
    sign_company_vies: orNull(person.sign_company_vies),
    sign_company_nip: orNull(person.sign_company_nip),
    sign_company_vat_group: orNull(person.sign_company_vat_group),
    sign_method: method,
  });
  if (parsed.success) return { data: parsed.data };
  const errors: Partial<Record<keyof PersonData, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (PERSON_FIELDS as readonly string[]).includes(field)) {
      errors[field as keyof PersonData] ??= issue.message;
    }
  }
  return { errors };
}
