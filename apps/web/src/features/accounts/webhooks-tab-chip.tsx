import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';

const LOOKS = {
  good: { color: 'success', Icon: CheckCircleOutline },
  waiting: { color: 'default', Icon: HourglassEmpty },
  warning: { color: 'warning', Icon: WarningAmber },
  bad: { color: 'error', Icon: ErrorOutline },
} as const;

export type StateLook = keyof typeof LOOKS;

/**
 * A state in words with a coloured icon and border. The words stay in the body colour: the
 * warning orange on white is too faint for small text, and colour is never the only signal.
 */
export function StateChip({ look, label }: { look: StateLook; label: string }) {
  const { color, Icon } = LOOKS[look];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon />}
      label={label}
      sx={{ color: 'text.primary', maxWidth: '100%' }}
    />
  );
}
