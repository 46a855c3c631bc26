import { describe, expect, it } from 'vitest';
import {
  RegisterRequest,
  RegistrationForm,
  UpdatePinRequest,
  registrationFormToRequest,
  type RegistrationForm as RegistrationFormValue,
} from './auth.ts';
import { ProfileSettingsPatchRequest } from './settings.ts';
import {
  flattenFieldErrors,
  parseErrorKey,
  zodErrorToFieldErrors,
  formatErrorKey,
} from '../errors.ts';

const validForm: RegistrationFormValue = {
  name: 'Anna',
  surname: 'Nowak',
  firm: 'Nowak Trans',
  address: 'ul. Długa 1',
  zipCode: '00-950',
  city: 'Warszawa',
  country: 'PL',
  nipCountry: 'PL',
  nip: '5260250274',
  vatGroup: '',
  phoneNumber: '+48 600 100 200',
  email: 'anna@nowak.pl',
  password1: 'Tajne123!',
  password2: 'Tajne123!',
  regulations: true,
};

function errorsOf(result: { success: boolean; error?: unknown }): Record<string, string[]> {
  if (result.success) return {};
  return flattenFieldErrors(zodErrorToFieldErrors(result.error as never));
}

describe('registration', () => {
  it('turns a valid form into the admin-user payload', () => {
    const form = RegistrationForm.parse(validForm);
    const request = RegisterRequest.parse(registrationFormToRequest(form));
    expect(request.company).toMatchObject({
      nip: '5260250274',
      vies: 'PL5260250274',
      phone: '+48600100200',
    });
  });

  it.each([
    [{ zipCode: '00950' }, 'zipCode', 'zip_code_incorrect'],
    [{ nip: '5260250275' }, 'nip', 'nip_incorrect'],
    [{ nipCountry: 'DE', nip: '123' }, 'nip', 'tax_number_incorrect'],
    [{ password2: 'Other123!' }, 'password2', 'passwords_not_the_same'],
    [{ password1: 'short', password2: 'short' }, 'password1', 'enter_min_chars?count=8'],
    [{ email: 'anna@' }, 'email', 'wrong_email'],
    [{ phoneNumber: '+48' }, 'phoneNumber', 'field_required'],
    [{ regulations: false }, 'regulations', 'regulations_required'],
    [{ firm: '' }, 'firm', 'field_required'],
    [{ address: 'x'.repeat(501) }, 'address', 'enter_max_chars?count=500'],
  ])('%o -> %s %s', (change, field, message) => {
    const errors = errorsOf(RegistrationForm.safeParse({ ...validForm, ...change }));
    expect(errors[field]).toContain(message);
  });

  it('keys unknown, missing and mistyped fields of the payload', () => {
    const payload = registrationFormToRequest(RegistrationForm.parse(validForm));
    const result = RegisterRequest.safeParse({
      ...payload,
      first_name: 12,
      last_name: undefined,
      admin: true,
      company: { ...payload.company, zip_code: '1' },
    });
    expect(errorsOf(result)).toMatchObject({
      first_name: ['invalid_type'],
      last_name: ['field_required'],
      admin: ['unknown_field'],
      'company.zip_code': ['zip_code_incorrect'],
    });
  });
});

describe('PIN change', () => {
  it('requires the confirmation to match', () => {
    const errors = errorsOf(
      UpdatePinRequest.safeParse({ old_pin: '1234', new_pin: '1111', confirm_pin: '2222' }),
    );
    expect(errors.confirm_pin).toEqual(['pins_not_the_same']);
  });

  it('takes the old PIN or the password, exactly one', () => {
    const pins = { new_pin: '1111', confirm_pin: '1111' };
    expect(UpdatePinRequest.safeParse({ password: 'Secret123!', ...pins }).success).toBe(true);
    expect(UpdatePinRequest.safeParse({ old_pin: '1234', ...pins }).success).toBe(true);
    expect(errorsOf(UpdatePinRequest.safeParse(pins)).old_pin).toEqual(['field_required']);
    expect(
      errorsOf(UpdatePinRequest.safeParse({ old_pin: '1234', password: 'Secret123!', ...pins }))
        .password,
    ).toEqual(['old_pin_or_password']);
  });
});

describe('profile settings patch', () => {
  it('rejects a default document outside the choices', () => {
    const errors = errorsOf(ProfileSettingsPatchRequest.safeParse({ default_document: 'WZ' }));
    expect(errors.default_document).toEqual(['invalid_choice']);
  });
});

describe('error keys', () => {
  it('round-trips values', () => {
    const message = formatErrorKey('enter_max_chars', { count: 500 });
    expect(message).toBe('enter_max_chars?count=500');
    expect(parseErrorKey(message)).toEqual({ key: 'enter_max_chars', params: { count: 500 } });
    expect(parseErrorKey('field_required')).toEqual({ key: 'field_required', params: {} });
  });
});
