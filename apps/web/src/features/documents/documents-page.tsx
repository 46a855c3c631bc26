import Description from '@mui/icons-material/Description';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';

/** The transit list; until transits arrive (next issue) it can only be empty. */
export function DocumentsPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('documents.title')}
      </Typography>
      <Paper variant="outlined">
        <EmptyState
          icon={<Description />}
          title={t('documents.empty_title')}
          hint={t('documents.empty_hint')}
        />
      </Paper>
    </>
  );
}

/** Keeps the documents list behind the dialogs that are routes of their own (profile, accounts). */
export function DocumentsBackdrop() {
  return (
    <>
      <DocumentsPage />
      <Outlet />
    </>
  );
}
