import type { z } from 'zod';
import type { RegistrationForm } from '@transitdocs/domain';

export type SignupInput = z.input<typeof RegistrationForm>;

/** Where the server's registration errors (payload names) show in the form. */
export const SIGNUP_SERVER_FIELDS: Record<string, keyof SignupInput> = {
  first_name: 'name',
  last_name: 'surname',
  email: 'email',
  password: 'password1',
  regulations_accepted: 'regulations',
  'company.name': 'firm',
  'company.address': 'address',
  'company.zip_code': 'zipCode',
  'company.town': 'city',
  'company.country': 'country',
  'company.nip': 'nip',
  'company.vies': 'nip',
  'company.vat_group': 'vatGroup',
  'company.phone': 'phoneNumber',
};

export const SIGNUP_DEFAULTS: SignupInput = {
  name: '',
  surname: '',
  firm: '',
  address: '',
  zipCode: '',
  city: '',
  country: 'PL',
  nipCountry: 'PL',
  nip: '',
  vatGroup: '',
  phoneNumber: '+48',
  email: '',
  password1: '',
  password2: '',
  regulations: false,
};
