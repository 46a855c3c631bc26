import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Settings from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  isPrimary,
  reportColumnsInOrder,
  TransitsReportBody,
  type ReportColumnSetting,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { saveFile } from '../../api/documents.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import {
  applyServerErrors,
  formatDate,
  FormDateField,
  ResponsiveDialog,
  useTranslateError,
} from '../../ui/index.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { fetchTransitsReport, reportKeys, useReportSettings } from './report-api.ts';
import { editableColumns } from './report-columns.ts';
import { ReportSettingsDialog } from './report-settings-dialog.tsx';

type ReportDates = { start_date: string; end_date: string };

const TOUCH_TARGET = { minHeight: 48 } as const;

/** The current month so far: the range most reports are asked for. */
function defaultDates(today = new Date()): ReportDates {
  return {
    start_date: formatDate(new Date(today.getFullYear(), today.getMonth(), 1)),
    end_date: formatDate(today),
  };
}

type Outcome =
  { severity: 'success'; fileName: string } | { severity: 'error'; messages: string[] };

/**
 * `/documents/downloadReport`: the transits report for a date range (spec 3 §4) as an XLSX file,
 * with the columns named and ordered in the report settings dialog.
 */
export function ReportDialog() {
  const { t } = useTranslation('report');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const titleId = useId();
  const close = useReturnTo();
  const isOnline = useOnline();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const settings = useReportSettings();
  // Names and order chosen for this report; until then the company's saved ones.
  const [chosen, setChosen] = useState<ReportColumnSetting[] | null>(null);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ReportDates>({
    defaultValues: defaultDates(),
    resolver: zodResolver(TransitsReportBody),
  });

  const allColumns = chosen ?? editableColumns(settings.data);
  const named = reportColumnsInOrder(allColumns);

  const onSubmit = handleSubmit(async (dates) => {
    setOutcome(null);
    if (named.length === 0) {
      setOutcome({ severity: 'error', messages: ['report_no_columns'] });
      return;
    }
    try {
      const file = await fetchTransitsReport({ ...dates, columns: named });
      saveFile(file);
      setOutcome({ severity: 'success', fileName: file.fileName });
    } catch (error) {
      const rest = applyServerErrors(setError, error, { fields: ['start_date', 'end_date'] });
      setOutcome({ severity: 'error', messages: rest });
    }
  });
  const isDownloading = formState.isSubmitting;

  return (
    <ResponsiveDialog
      open
      onClose={() => {
        if (!isDownloading) close();
      }}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {t('title')}
        </DialogTitle>
        <IconButton
          aria-label={tc('actions.close')}
          disabled={isDownloading}
          onClick={() => {
            close();
          }}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack spacing={2}>
            {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
            <Typography>{t('intro')}</Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormDateField
                control={control}
                name="start_date"
                label={t('start_date')}
                required
                disabled={isDownloading}
              />
              <FormDateField
                control={control}
                name="end_date"
                label={t('end_date')}
                required
                disabled={isDownloading}
              />
            </Box>
            <Box component="section" aria-labelledby={`${titleId}-columns`}>
              <Typography id={`${titleId}-columns`} variant="subtitle1" sx={{ fontWeight: 600 }}>
                {t('columns_heading')}
              </Typography>
              {settings.isPending ? (
                <LinearProgress aria-label={t('loading_settings')} sx={{ my: 2 }} />
              ) : (
                <>
                  {settings.isError && (
                    <Alert severity="warning" sx={{ my: 1 }}>
                      {t('settings.load_failed')}
                    </Alert>
                  )}
                  {named.length === 0 ? (
                    <Typography color="text.secondary">{t('no_columns')}</Typography>
                  ) : (
                    <Box component="ol" sx={{ my: 1, pl: 3 }}>
                      {named.map((column) => (
                        <li key={column.key}>
                          {column.name}{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            ({t(`columns.${column.key}`)})
                          </Typography>
                        </li>
                      ))}
                    </Box>
                  )}
                  <Button
                    variant="outlined"
                    startIcon={<Settings />}
                    onClick={() => {
                      setIsSettingsOpen(true);
                    }}
                    disabled={isDownloading}
                    sx={TOUCH_TARGET}
                  >
                    {t('open_settings')}
                  </Button>
                </>
              )}
            </Box>
            {isDownloading && <LinearProgress aria-label={t('downloading')} />}
            {outcome?.severity === 'success' && (
              <Alert severity="success" role="status">
                {t('downloaded', { name: outcome.fileName })}
              </Alert>
            )}
            {outcome?.severity === 'error' && (
              <Alert severity="error" role="alert">
                {t('failed')}
                {outcome.messages.map((message) => (
                  <div key={message}>{translateError(message)}</div>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              close();
            }}
            disabled={isDownloading}
            sx={TOUCH_TARGET}
          >
            {tc('actions.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isDownloading}
            disabled={!isOnline || settings.isPending}
            sx={TOUCH_TARGET}
          >
            {t('download')}
          </Button>
        </DialogActions>
      </form>
      {isSettingsOpen && (
        <ReportSettingsDialog
          open
          initialColumns={allColumns}
          canSaveForCompany={user ? isPrimary(user) : false}
          onClose={() => {
            setIsSettingsOpen(false);
          }}
          onApply={(columns) => {
            setChosen(columns);
            setIsSettingsOpen(false);
          }}
          onSaved={(saved) => {
            queryClient.setQueryData(reportKeys.settings, saved);
          }}
        />
      )}
    </ResponsiveDialog>
  );
}
