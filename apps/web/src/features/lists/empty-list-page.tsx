import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';

type ListName = 'cars' | 'drivers' | 'clients';

/** Cars, drivers and contractors: their lists come with the master-data issue; empty until then. */
export function EmptyListPage({ list, icon }: { list: ListName; icon: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t(`lists.${list}.title`)}
      </Typography>
      <Paper variant="outlined">
        <EmptyState
          icon={icon}
          title={t(`lists.${list}.empty_title`)}
          hint={t(`lists.${list}.empty_hint`)}
        />
      </Paper>
    </>
  );
}
