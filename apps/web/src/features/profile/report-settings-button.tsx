import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { editableColumns } from '../report/report-columns.ts';
import { reportKeys, useReportSettings } from '../report/report-api.ts';
import { ReportSettingsDialog } from '../report/report-settings-dialog.tsx';
import { TOUCH_TARGET } from './profile-paths.ts';

/** The company's report columns, named and ordered from the owner's profile (spec 3 §6). */
export function ReportSettingsButton({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const settings = useReportSettings();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        sx={{ ...TOUCH_TARGET, alignSelf: 'flex-start' }}
        disabled={isDisabled || settings.isPending}
        onClick={() => {
          setIsOpen(true);
        }}
      >
        {t('report_settings')}
      </Button>
      {isOpen && (
        <ReportSettingsDialog
          open
          initialColumns={editableColumns(settings.data)}
          canSaveForCompany
          onClose={() => {
            setIsOpen(false);
          }}
          onApply={() => {
            setIsOpen(false);
          }}
          onSaved={(saved) => {
            queryClient.setQueryData(reportKeys.settings, saved);
          }}
        />
      )}
    </>
  );
}
