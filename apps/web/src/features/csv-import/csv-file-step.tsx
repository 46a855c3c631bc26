import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CSV_ENCODINGS,
  CSV_MAX_MB,
  CSV_SEPARATORS,
  type CsvMetadataResponse,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { FormSelect, useTranslateError } from '../../ui/index.ts';
import { fetchCsvMetadata, type CsvSource } from './csv-import-api.ts';
import { checkCsvFile, type FileStepValues } from './csv-import-form.ts';

export type CsvFileStepProps = {
  initialValues: FileStepValues;
  /** The file chosen before, when the user comes back from step 2. */
  initialFile: File | null;
  onCancel: () => void;
  onRead: (source: CsvSource, metadata: CsvMetadataResponse) => void;
};

const TOUCH_TARGET = { minHeight: 48 } as const;

/** Step 1: the file, its separator and encoding; "Next" reads its columns (csv/metadata/). */
export function CsvFileStep({ initialValues, initialFile, onCancel, onRead }: CsvFileStepProps) {
  const { t } = useTranslation('csv_import');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const isOnline = useOnline();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(initialFile);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<FileStepValues>({
    defaultValues: initialValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure([]);
    const problem = checkCsvFile(file);
    setFileError(problem);
    if (problem || !file) return;
    const source: CsvSource = { file, ...values };
    try {
      onRead(source, await fetchCsvMetadata(source));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure([NETWORK_ERROR]);
        return;
      }
      const { file: fileMessages = [], ...others } = error.fieldErrors();
      setFileError(fileMessages[0] ?? null);
      const rest = error.nonFieldErrors();
      for (const [path, messages] of Object.entries(others)) {
        const [first] = messages;
        if ((path === 'delimiter' || path === 'encoding') && first) {
          setError(path, { type: 'server', message: first });
        } else rest.push(...messages);
      }
      const isExplained = fileMessages.length > 0 || Object.keys(others).length > 0;
      setFailure(rest.length > 0 || isExplained ? rest : ['server_error']);
    }
  });

  const separatorOptions = CSV_SEPARATORS.map((value) => ({
    value,
    label: t(`separators.${value}`),
  }));
  const encodingOptions = CSV_ENCODINGS.map((value) => ({
    value,
    label: t(`encodings.${value}`),
  }));
  const isReading = formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
          <Typography>{t('file.intro')}</Typography>
          <Box>
            <Button
              component="label"
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={isReading}
              sx={TOUCH_TARGET}
            >
              {t('file.choose')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv,text/plain"
                aria-describedby={fileErrorId}
                aria-invalid={fileError !== null}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFileError(null);
                }}
              />
            </Button>
            <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {file ? t('file.chosen', { name: file.name }) : t('file.none')}
            </Typography>
            <FormHelperText id={fileErrorId} error={fileError !== null}>
              {fileError
                ? translateError(fileError)
                : t('file.hint', { max_mb: String(CSV_MAX_MB) })}
            </FormHelperText>
          </Box>
          <FormSelect
            control={control}
            name="delimiter"
            label={t('file.separator')}
            options={separatorOptions}
            disabled={isReading}
          />
          <FormSelect
            control={control}
            name="encoding"
            label={t('file.encoding')}
            helperText={t('file.encoding_hint')}
            options={encodingOptions}
            disabled={isReading}
          />
          {isReading && <LinearProgress aria-label={t('file.reading')} />}
          {failure.length > 0 && (
            <Alert severity="error" role="alert">
              {t('file.failed')}
              {failure.map((message) => (
                <div key={message}>{translateError(message)}</div>
              ))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isReading} sx={TOUCH_TARGET}>
          {tc('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={isReading}
          disabled={!isOnline}
          sx={TOUCH_TARGET}
        >
          {t('next')}
        </Button>
      </DialogActions>
    </form>
  );
}
