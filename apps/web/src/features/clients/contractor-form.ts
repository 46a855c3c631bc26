import {
  DEFAULT_SEARCH_COUNTRY_PREFIX,
  PHONE_DEFAULT_PREFIX,
  countryToViesPrefix,
  isViesCountry,
  viesPrefixToCountry,
  type Client,
  type ClientUpdateRequest,
  type CompanyLookupResponse,
  type ContractorForm,
  type ValidateNipResponse,
  type ValidateViesResponse,
} from '@transitdocs/domain';
import type { z } from 'zod';

/** What the contractor form holds while typing (before the schema trims and normalises). */
export type ContractorFormInput = z.input<typeof ContractorForm>;

export const CONTRACTOR_FORM_DEFAULTS: ContractorFormInput = {
  name: '',
  address: '',
  zipCode: '',
  city: '',
  country: { code: 'PL', name: '' },
  nip: { country: DEFAULT_SEARCH_COUNTRY_PREFIX, value: '', exists: true },
  vatGroup: '',
  phone: PHONE_DEFAULT_PREFIX,
  greenTransitId: '',
  pesel: '',
  email: '',
};

/** Splits a stored VIES id (`DE123456789`) into its prefix and number. */
export function splitVies(vies: string | null): { country: string; value: string } | null {
  if (!vies || vies.length < 3) return null;
  const country = vies.slice(0, 2).toUpperCase();
  return isViesCountry(country) ? { country, value: vies.slice(2) } : null;
}

/** A stored contractor as the form shows it (edit dialog). */
export function clientToForm(client: Client): ContractorFormInput {
  const vies = splitVies(client.vies);
  const number = vies?.value ?? client.nip;
  return {
    name: client.name,
    address: client.address,
    zipCode: client.zip_code,
    city: client.town,
    country: { code: client.country, name: '' },
    nip: {
      country: vies?.country ?? countryToViesPrefix(client.country),
      value: number,
      exists: number !== '',
    },
    vatGroup: client.vat_group,
    phone: client.phone || PHONE_DEFAULT_PREFIX,
    greenTransitId: client.gt_id === null ? '' : String(client.gt_id),
    pesel: client.pesel,
    email: client.email,
  };
}

/** PATCH update_client/: the editable fields only; the tax identity stays as it is. */
export function contractorFormToUpdateRequest(form: ContractorForm): ClientUpdateRequest {
  return {
    name: form.name,
    address: form.address,
    zip_code: form.zipCode,
    town: form.city,
    country: form.country.code,
    phone: form.phone,
    vat_group: form.vatGroup,
    email: form.email,
  };
}

/** Where the server's field errors (payload names) show in the contractor form. */
export const CONTRACTOR_SERVER_FIELDS = {
  name: 'name',
  address: 'address',
  zip_code: 'zipCode',
  town: 'city',
  country: 'country.code',
  nip: 'nip.value',
  vies: 'nip.value',
  phone: 'phone',
  vat_group: 'vatGroup',
  pesel: 'pesel',
  email: 'email',
} as const;

/** Company data found by a lookup, as form values to fill in. */
export type LookupFill = {
  name: string;
  address: string;
  zipCode: string;
  city: string;
  countryCode?: string;
  /** The company's id in the product when it is one (then transits are shared directly). */
  gtId: number | null;
  taxCountry?: string;
  taxNumber?: string;
};

export function fillFromNip(answer: ValidateNipResponse): LookupFill {
  return {
    name: answer.name,
    address: answer.address,
    zipCode: answer.zip_code,
    city: answer.town,
    countryCode: 'PL',
    gtId: answer.company_gt_id,
  };
}

export function fillFromVies(answer: ValidateViesResponse, prefix: string): LookupFill {
  return {
    name: answer.name,
    address: answer.address,
    zipCode: answer.zip_code,
    city: answer.town,
    countryCode: answer.country || viesPrefixToCountry(prefix),
    gtId: answer.company_gt_id,
  };
}

/** GET company?id=: the first result, with its VIES id split into the tax fields. */
export function fillFromCompany(answer: CompanyLookupResponse, gtId: number): LookupFill | null {
  const [company] = answer.results;
  if (!company) return null;
  const vies = splitVies(company.vies);
  return {
    name: company.name,
    address: company.address,
    zipCode: company.zip_code,
    city: company.town,
    countryCode: company.country,
    gtId,
    ...(vies ? { taxCountry: vies.country, taxNumber: vies.value } : {}),
  };
}
