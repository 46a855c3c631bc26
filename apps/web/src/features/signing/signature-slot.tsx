import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { signerLabel } from './signer-label.ts';
import type { SlotState } from './slot-states.ts';

export type SignatureSlotProps = {
  state: SlotState;
  isSelected: boolean;
  onSelect: () => void;
};

const CAPTION_SX = { fontSize: 'clamp(10px, 1.4cqw, 14px)' } as const;

/**
 * A signature box of the paper form. A box the caller may sign now is a button chosen by a tap;
 * any other box is read-only: who signed it, or whose side signs it (another party's box on a
 * share link), or that it is not signed on this document.
 */
export function SignatureSlot({ state, isSelected, onSelect }: SignatureSlotProps) {
  const { t } = useTranslation('signing');
  const statusId = useId();
  if (!state.isSignable) {
    const signed = state.signers.map((signer) => signerLabel(t, signer)).join('; ');
    const note =
      signed || (state.isOwnParty ? t('slot.not_available') : t(`slot.other_party.${state.slot}`));
    return (
      <Box
        role="group"
        aria-label={t(`slot.read_only.${state.slot}`)}
        data-slot={state.slot}
        data-read-only="true"
        sx={{
          flex: 1,
          minHeight: 48,
          width: '100%',
          p: 0.5,
          borderRadius: 1,
          border: 1,
          borderStyle: signed ? 'solid' : 'dashed',
          borderColor: 'grey.400',
          bgcolor: 'grey.50',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
        }}
      >
        <Typography
          component="span"
          variant="caption"
          sx={{ ...CAPTION_SX, color: 'text.secondary', fontStyle: signed ? 'normal' : 'italic' }}
        >
          {note}
        </Typography>
      </Box>
    );
  }
  return (
    <ButtonBase
      aria-label={t(`slot.sign_as.${state.slot}`)}
      aria-describedby={statusId}
      aria-pressed={isSelected}
      data-slot={state.slot}
      onClick={onSelect}
      sx={{
        flex: 1,
        minHeight: 48,
        width: '100%',
        p: 0.5,
        borderRadius: 1,
        border: 2,
        borderStyle: 'solid',
        borderColor: isSelected ? 'primary.main' : 'primary.light',
        bgcolor: isSelected ? 'primary.50' : 'rgba(46,125,50,0.06)',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
      }}
    >
      <Typography
        id={statusId}
        component="span"
        variant="caption"
        sx={{ ...CAPTION_SX, color: 'primary.dark', fontWeight: isSelected ? 700 : 400 }}
      >
        {isSelected ? t('slot.selected') : t('slot.tap_to_sign')}
      </Typography>
    </ButtonBase>
  );
}
