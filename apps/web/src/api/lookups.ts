import { ValidateNipResponse, ValidateViesResponse } from '@transitdocs/domain';
import { apiRequest } from './http.ts';

/** POST validate-nip/: the Polish VAT white list's data of a NIP. */
export function validateNip(nip: string): Promise<ValidateNipResponse> {
  return apiRequest('POST', '/company/api/v1/validate-nip/', {
    body: { nip },
    schema: ValidateNipResponse,
  });
}

/** POST validate-vies/: the EU VIES data of a VAT id (country prefix plus number). */
export function validateVies(vies: string): Promise<ValidateViesResponse> {
  return apiRequest('POST', '/company/api/v1/validate-vies/', {
    body: { vies },
    schema: ValidateViesResponse,
  });
}
