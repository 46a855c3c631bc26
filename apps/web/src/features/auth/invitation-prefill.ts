import type { InvitationSignupResponse } from '@transitdocs/domain';
import { SIGNUP_DEFAULTS, type SignupInput } from './signup-server-fields.ts';

/**
 * The signup form as an invitation fills it: the address it went to and what the inviting
 * company keeps of the invited one. The rest stays as a plain signup starts.
 */
export function signupDefaultsOf(invitation: InvitationSignupResponse): SignupInput {
  const { company } = invitation;
  const vies = company.vies ?? '';
  const hasVies = /^[A-Z]{2}./.test(vies);
  return {
    ...SIGNUP_DEFAULTS,
    firm: company.name,
    address: company.address,
    zipCode: company.zip_code,
    city: company.town,
    country: company.country || SIGNUP_DEFAULTS.country,
    nipCountry: hasVies ? vies.slice(0, 2) : SIGNUP_DEFAULTS.nipCountry,
    nip: hasVies ? vies.slice(2) : '',
    vatGroup: company.vat_group,
    phoneNumber: company.phone || SIGNUP_DEFAULTS.phoneNumber,
    email: invitation.email,
  };
}
