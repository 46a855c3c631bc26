import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** A dialog that fills the screen below 600 px, where a phone has no room for a floating box. */
export function ResponsiveDialog(props: DialogProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'));
  return <Dialog fullWidth maxWidth="sm" fullScreen={isMobile} {...props} />;
}

/** Whether the viewport is below the mobile breakpoint (600 px). */
export function useIsMobile(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
