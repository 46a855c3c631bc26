import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { getBillingSummary } from '../../api/billing.ts';
import { useOnline } from '../../app/use-online.ts';
import { BillingMonthPicker } from './billing-month-picker.tsx';
import { currentMonth, parseMonth, type MonthValue } from './billing-month.ts';
import { BillingSummaryTable } from './billing-summary-table.tsx';

/** My finances: the billing summary of a chosen month (current month first). */
export function BillingTab({ today }: { today?: Date }) {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation('common');
  const isOnline = useOnline();
  const [month, setMonth] = useState<MonthValue>(() => currentMonth(today));
  const parsed = parseMonth(month);
  const query = useQuery({
    queryKey: ['billing', month],
    queryFn: () => getBillingSummary(parsed?.month ?? 1, parsed?.year ?? 1970),
    enabled: parsed !== null,
  });

  return (
    <Box>
      <BillingMonthPicker value={month} onChange={setMonth} today={today} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>
        {t('billing.hint')}
      </Typography>
      {!isOnline && (
        <Alert severity="warning" icon={<CloudOff />} role="status" sx={{ mb: 1 }}>
          {tCommon('offline')}
        </Alert>
      )}
      {query.isError && (
        <Alert severity="error" role="alert">
          {t('billing.load_failed')}
        </Alert>
      )}
      {query.isPending && (
        <Skeleton variant="rounded" height={280} aria-label={t('billing.loading')} />
      )}
      {query.data && <BillingSummaryTable summary={query.data} />}
    </Box>
  );
}
