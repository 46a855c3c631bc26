import CloseIcon from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_TYPES, type UploadedDocumentType } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { uploadDocument, type DocumentUpload } from '../../api/documents.ts';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { FormSelect, FormTextField, ResponsiveDialog, useTranslateError } from '../../ui/index.ts';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { documentsModalPath, TOUCH_TARGET } from './documents-modal-paths.ts';
import { checkPdfFile } from './upload-checks.ts';
import { useRefreshDocuments, useRouteTransitId } from './use-documents.ts';

type UploadValues = { name: string; type: string; receiver: string };
const FIELDS = ['name', 'type', 'receiver'] as const;
const UPLOAD_CODES = ['FV', 'OR', 'OTH'] as const;

function isField(path: string): path is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(path);
}

/** Where an upload goes other than the company's transit-document/ (a share link's). */
export type UploadTarget = {
  transitId: number;
  receivers: readonly { id: number; name: string }[];
  send: (upload: DocumentUpload, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** Closes the dialog; after an upload with the confirmation to show where it lands. */
  close: (options?: { successMessage?: string }) => void;
};

/** `/documents/:id/documentUpload`: a PDF with an optional name, its type and receiver. */
export function UploadDocumentDialog({ target }: { target?: UploadTarget }) {
  const { t } = useTranslation('documents_modal');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const routeId = useRouteTransitId();
  const id = target?.transitId ?? routeId;
  const transit = useTransitQuery(target ? Number.NaN : id).data;
  const isOnline = useOnline();
  const closeRoute = useReturnTo(documentsModalPath(id));
  const close = target?.close ?? closeRoute;
  const refresh = useRefreshDocuments();
  const titleId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const { control, handleSubmit, setError, formState } = useForm<UploadValues>({
    defaultValues: { name: '', type: String(DOCUMENT_TYPES.FV), receiver: '' },
  });
  const isSending = progress !== null;

  const onSubmit = handleSubmit(async (values) => {
    setFailure([]);
    const problem = await checkPdfFile(file);
    setFileError(problem);
    if (problem || !file) return;
    setProgress(0);
    try {
      await (target?.send ?? uploadDocument)(
        {
          transit: id,
          file,
          fileName: file.name,
          name: values.name,
          type: Number(values.type) as UploadedDocumentType,
          receiver: values.receiver ? Number(values.receiver) : null,
        },
        setProgress,
      );
      await refresh();
      // The upload ends with a confirmation where the dialog returns to, so the user sees it took.
      close({ successMessage: t('upload.done', { name: values.name.trim() || file.name }) });
    } catch (error) {
      setProgress(null);
      if (!(error instanceof ApiError)) {
        setFailure([NETWORK_ERROR]);
        return;
      }
      const rest = error.nonFieldErrors();
      for (const [path, messages] of Object.entries(error.fieldErrors())) {
        const [first] = messages;
        if (!first) continue;
        if (path === 'document') setFileError(first);
        else if (isField(path)) setError(path, { type: 'server', message: first });
        else rest.push(...messages);
      }
      setFailure(
        rest.length > 0 || Object.keys(error.fieldErrors()).length > 0 ? rest : ['server_error'],
      );
    }
  });

  const typeOptions = UPLOAD_CODES.map((code) => ({
    value: String(DOCUMENT_TYPES[code]),
    label: t(`types.${code}`),
  }));
  const receiverOptions = [
    { value: '', label: t('upload.no_receiver') },
    ...(
      target?.receivers ??
      (transit?.receivers ?? []).map((receiver) => ({
        id: receiver.id,
        name: receiver.client.name,
      }))
    ).map((receiver) => ({ value: String(receiver.id), label: receiver.name })),
  ];

  return (
    <ResponsiveDialog
      open
      onClose={() => {
        if (!isSending) close();
      }}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {t('upload.title')}
        </DialogTitle>
        <IconButton
          aria-label={tc('actions.close')}
          disabled={isSending}
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
            <Box>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadFile />}
                disabled={isSending}
                sx={TOUCH_TARGET}
              >
                {t('upload.choose_file')}
                <input
                  hidden
                  type="file"
                  accept="application/pdf,.pdf"
                  aria-describedby={fileErrorId}
                  aria-invalid={fileError !== null}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError(null);
                  }}
                />
              </Button>
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {file ? t('upload.chosen', { name: file.name }) : t('upload.no_file')}
              </Typography>
              <FormHelperText id={fileErrorId} error={fileError !== null}>
                {fileError ? translateError(fileError) : t('upload.file_hint')}
              </FormHelperText>
            </Box>
            <FormTextField
              control={control}
              name="name"
              label={t('upload.name')}
              helperText={t('upload.name_hint')}
              maxLength={500}
              disabled={isSending}
            />
            <FormSelect
              control={control}
              name="type"
              label={t('upload.type')}
              options={typeOptions}
              disabled={isSending}
            />
            <FormSelect
              control={control}
              name="receiver"
              label={t('upload.receiver')}
              options={receiverOptions}
              disabled={isSending}
            />
            {isSending && (
              <LinearProgress
                variant="determinate"
                value={Math.round(progress * 100)}
                aria-label={t('upload.progress')}
              />
            )}
            {failure.length > 0 && (
              <Alert severity="error" role="alert">
                {t('upload.failed')}
                {failure.map((message) => (
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
            disabled={isSending}
            sx={TOUCH_TARGET}
          >
            {tc('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isSending || formState.isSubmitting}
            disabled={!isOnline}
            sx={TOUCH_TARGET}
          >
            {t('upload.submit')}
          </Button>
        </DialogActions>
      </form>
    </ResponsiveDialog>
  );
}
