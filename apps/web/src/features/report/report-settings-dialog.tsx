import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  DEFAULT_LANGUAGE,
  REPORT_COLUMN_NAME_MAX,
  defaultReportColumns,
  isLanguage,
  reportColumnsInOrder,
  type ReportColumnSetting,
  type ReportSettingsResponse,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError } from '../../api/http.ts';
import { ResponsiveDialog, useTranslateError } from '../../ui/index.ts';
import { saveReportSettings } from './report-api.ts';
import { ReportColumnsEditor } from './report-columns-editor.tsx';

export type ReportSettingsDialogProps = {
  open: boolean;
  /** Every column, named ones first (see `editableColumns`). */
  initialColumns: readonly ReportColumnSetting[];
  /** Whether "Save for the company" is offered (the primary account only). */
  canSaveForCompany: boolean;
  onClose: () => void;
  /** The names and order to use for this report. */
  onApply: (columns: ReportColumnSetting[]) => void;
  /** The company's settings as the server stored them. */
  onSaved: (settings: ReportSettingsResponse) => void;
};

type Outcome = { severity: 'error'; messages: string[] } | null;

/**
 * The report settings (no route of its own, spec 3 §2): a name for each of the 20 columns (empty
 * = left out) and their order. The names can serve this report only, or, for the primary
 * account, be saved as the company's settings (company-report-settings/).
 */
export function ReportSettingsDialog(props: ReportSettingsDialogProps) {
  const { open, initialColumns, canSaveForCompany, onClose, onApply, onSaved } = props;
  const { t, i18n } = useTranslation('report');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const titleId = useId();
  const [columns, setColumns] = useState<ReportColumnSetting[]>([...initialColumns]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    setOutcome(null);
    setIsSaving(true);
    try {
      onSaved(await saveReportSettings(reportColumnsInOrder(columns)));
      onApply(columns);
    } catch (error) {
      const messages =
        error instanceof ApiError && error.status === 403
          ? [t('settings.only_owner')]
          : error instanceof ApiError
            ? error.allMessages()
            : [];
      setOutcome({
        severity: 'error',
        messages: messages.length > 0 ? messages : ['server_error'],
      });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      aria-labelledby={titleId}
      scroll="paper"
    >
      <DialogTitle id={titleId}>{t('settings.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{t('settings.intro')}</DialogContentText>
        {!canSaveForCompany && (
          <DialogContentText sx={{ mb: 1 }}>{t('settings.owner_saves')}</DialogContentText>
        )}
        <ReportColumnsEditor
          entries={columns}
          onChange={setColumns}
          maxNameLength={REPORT_COLUMN_NAME_MAX}
          disabled={isSaving}
        />
        {outcome && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('settings.save_failed')}
            {outcome.messages.map((message) => (
              <div key={message}>{translateError(message)}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          onClick={() => {
            // All 20 columns named again, in their usual order, in the app's language.
            const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
            setColumns(defaultReportColumns(language));
          }}
          disabled={isSaving}
          sx={{ minHeight: 48, mr: 'auto' }}
        >
          {t('settings.restore_defaults')}
        </Button>
        <Button onClick={onClose} disabled={isSaving} sx={{ minHeight: 48 }}>
          {tc('actions.cancel')}
        </Button>
        {canSaveForCompany && (
          <Button
            variant="outlined"
            loading={isSaving}
            onClick={() => void save()}
            sx={{ minHeight: 48 }}
          >
            {t('settings.save')}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={isSaving}
          onClick={() => {
            onApply(columns);
          }}
          sx={{ minHeight: 48 }}
        >
          {t('settings.apply')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
