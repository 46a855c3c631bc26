import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotState } from './slot-states.ts';

export type SignatureSlotProps = {
  state: SlotState;
  isSelected: boolean;
  onSelect: () => void;
};

/**
 * A signature box of the paper form as a button: chosen by a tap when the box takes a
 * signature now; otherwise disabled, saying who signed it or that it is not for this document.
 */
export function SignatureSlot({ state, isSelected, onSelect }: SignatureSlotProps) {
  const { t, i18n } = useTranslation('signing');
  const statusId = useId();
  const signed = state.signers
    .map((signer) =>
      t('slot.signed_by', {
        name: signer.name || t('slot.unknown_signer'),
        date: new Date(signer.at).toLocaleDateString(i18n.language),
      }),
    )
    .join('; ');
  const status = isSelected
    ? t('slot.selected')
    : state.isSignable
      ? t('slot.tap_to_sign')
      : signed || t('slot.not_available');
  return (
    <ButtonBase
      aria-label={t(`slot.sign_as.${state.slot}`)}
      aria-describedby={statusId}
      aria-pressed={state.isSignable ? isSelected : undefined}
      disabled={!state.isSignable}
      onClick={onSelect}
      sx={{
        flex: 1,
        minHeight: 48,
        width: '100%',
        p: 0.5,
        borderRadius: 1,
        border: 2,
        borderStyle: state.isSignable ? 'solid' : 'dashed',
        borderColor: isSelected ? 'primary.main' : state.isSignable ? 'primary.light' : 'grey.400',
        bgcolor: isSelected ? 'primary.50' : state.isSignable ? 'rgba(46,125,50,0.06)' : 'grey.100',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
      }}
    >
      <Typography
        id={statusId}
        component="span"
        variant="caption"
        sx={{
          fontSize: 'clamp(10px, 1.4cqw, 14px)',
          color: state.isSignable ? 'primary.dark' : 'text.secondary',
          fontWeight: isSelected ? 700 : 400,
        }}
      >
        {status}
      </Typography>
    </ButtonBase>
  );
}
