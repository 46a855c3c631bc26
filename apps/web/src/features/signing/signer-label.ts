import type { TFunction } from '../../i18n/translator.ts';
import { formatDate, formatDateTime } from '../../ui/date-time.ts';
import type { SlotSigner } from './slot-states.ts';

/**
 * "Signed by … on …", or for a box signed on an imported eCMR's issuing platform "Signed on the
 * issuing platform (…) by …, at …" with the time it recorded. `t` reads the signing texts.
 */
export function signerLabel(t: TFunction, signer: SlotSigner): string {
  const name = signer.name || t('slot.unknown_signer');
  if (signer.issuingPlatform !== undefined) {
    return t('slot.signed_on_issuing_platform', {
      name,
      date: formatDateTime(signer.at),
      platform: signer.issuingPlatform,
    });
  }
  return t('slot.signed_by', { name, date: formatDate(signer.at) });
}
