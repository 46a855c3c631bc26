import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { CsvImportResponse, CsvMetadataResponse } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { transitKeys } from '../../api/transits.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { csvImportKeys, useCsvCompanySettings, type CsvSource } from './csv-import-api.ts';
import { initialFileValues, initialMappingValues, type FileStepValues } from './csv-import-form.ts';
import { CsvFileStep } from './csv-file-step.tsx';
import { CsvImportResult } from './csv-import-result.tsx';
import { CsvMappingStep } from './csv-mapping-step.tsx';

type Stage =
  | { step: 0 }
  | { step: 1; source: CsvSource; metadata: CsvMetadataResponse }
  | { step: 2; result: CsvImportResponse };

const STEPS = ['steps.file', 'steps.mapping', 'steps.result'] as const;

/**
 * `/documents/uploadCsv`: import transits from a CSV file in three steps (spec 3 §4): the file,
 * the mapping of fields to columns with the options, the result. Full screen below the medium
 * breakpoint, where the mapping's two columns of selects do not fit a floating box.
 */
export function CsvImportDialog() {
  const { t } = useTranslation('csv_import');
  const { t: tc } = useTranslation('common');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const returnTo = useReturnTo();
  const settings = useCsvCompanySettings();
  const [stage, setStage] = useState<Stage>({ step: 0 });
  // Kept when going back from step 2, so the user does not pick the file again.
  const [lastSource, setLastSource] = useState<CsvSource | null>(null);

  const close = () => {
    if (stage.step === 2) {
      // The list shows the imported transits; the stored settings changed with the import.
      void queryClient.invalidateQueries({ queryKey: transitKeys.all });
      void queryClient.invalidateQueries({ queryKey: csvImportKeys.companySettings });
    }
    returnTo();
  };
  const stored = settings.data;
  const fileValues: FileStepValues = lastSource
    ? { delimiter: lastSource.delimiter, encoding: lastSource.encoding }
    : initialFileValues(stored);

  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={isNarrow}
      onClose={(_event, reason) => {
        // A click beside the dialog must not throw away a mapping or a result.
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {t('title')}
      </DialogTitle>
      <IconButton
        aria-label={tc('actions.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, pb: 2 }}>
        <Stepper activeStep={stage.step} alternativeLabel aria-label={t('steps.label')}>
          {STEPS.map((label, index) => (
            <Step key={label} completed={index < stage.step}>
              <StepLabel {...(index === stage.step ? { 'aria-current': 'step' } : {})}>
                {t(label)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {settings.isPending ? (
        <DialogContent dividers>
          <LinearProgress aria-label={t('loading_settings')} />
        </DialogContent>
      ) : (
        <>
          {settings.isError && (
            <Alert severity="warning" sx={{ mx: 3, mb: 1 }}>
              {t('could_not_load_company_settings')}
            </Alert>
          )}
          {stage.step === 0 && (
            <CsvFileStep
              initialValues={fileValues}
              initialFile={lastSource?.file ?? null}
              onCancel={close}
              onRead={(source, metadata) => {
                setLastSource(source);
                setStage({ step: 1, source, metadata });
              }}
            />
          )}
          {stage.step === 1 && (
            <CsvMappingStep
              source={stage.source}
              metadata={stage.metadata}
              initialValues={initialMappingValues(stage.metadata, stored)}
              onBack={() => {
                setStage({ step: 0 });
              }}
              onImported={(result) => {
                setStage({ step: 2, result });
              }}
            />
          )}
          {stage.step === 2 && <CsvImportResult result={stage.result} onClose={close} />}
        </>
      )}
    </Dialog>
  );
}
