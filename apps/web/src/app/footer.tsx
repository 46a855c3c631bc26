import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/react.ts';

/** The credit line of spec 1 §1. */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{t('footer.credit')}</Typography>
    </Box>
  );
}
