import CloseIcon from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { ECMR_IMPORT_MAX_BYTES, type EcmrImportResponse } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { transitKeys } from '../../api/transits.ts';
import { useOnline } from '../../app/use-online.ts';
import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';
import { transitPath } from '../transit-page/transit-paths.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { importEcmr } from './ecmr-import-api.ts';

const TOUCH_TARGET = { minHeight: 48 } as const;
const MAX_MB = ECMR_IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * `/documents/importEcmr`: one eCMR message (XML) becomes a transit with its CMR. The result
 * links to the transit; a refusal says why in the user's language.
 */
export function EcmrImportDialog() {
  const { t } = useTranslation('documents');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const isOnline = useOnline();
  const titleId = useId();
  const fileErrorId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = useReturnTo();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [result, setResult] = useState<EcmrImportResponse | null>(null);

  const close = () => {
    if (result) void queryClient.invalidateQueries({ queryKey: transitKeys.all });
    returnTo();
  };

  const submit = async () => {
    if (!file) {
      setFileError('field_required');
      return;
    }
    if (file.size > ECMR_IMPORT_MAX_BYTES) {
      setFileError(`file_too_large?max_mb=${String(MAX_MB)}`);
      return;
    }
    setImporting(true);
    setFileError(null);
    try {
      setResult(await importEcmr(file));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFileError(NETWORK_ERROR);
      } else {
        const messages = [...(error.fieldErrors().file ?? []), ...error.nonFieldErrors()];
        setFileError(messages[0] ?? 'server_error');
      }
    } finally {
      setImporting(false);
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={isNarrow}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        {t('ecmr_import.title')}
      </DialogTitle>
      <IconButton
        aria-label={tc('actions.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {result ? (
          <Stack spacing={2} data-testid="ecmr-import-result">
            <Alert severity={result.created ? 'success' : 'info'} role="status">
              {result.created
                ? t('ecmr_import.created', {
                    number: result.transit.transit_number,
                    platform: result.issuing_platform,
                  })
                : t('ecmr_import.existing', { number: result.transit.transit_number })}
            </Alert>
            <Typography>
              {t('ecmr_import.signatures', { count: String(result.imported_signatures) })}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
            <Typography>{t('ecmr_import.intro')}</Typography>
            <Box>
              <Button
                component="label"
                variant="outlined"
                startIcon={<UploadFile />}
                disabled={isImporting}
                sx={TOUCH_TARGET}
              >
                {t('ecmr_import.choose')}
                <input
                  hidden
                  type="file"
                  accept=".xml,application/xml,text/xml"
                  aria-describedby={fileErrorId}
                  aria-invalid={fileError !== null}
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFileError(null);
                  }}
                />
              </Button>
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {file ? t('ecmr_import.chosen', { name: file.name }) : t('ecmr_import.none')}
              </Typography>
              <FormHelperText id={fileErrorId} error={fileError !== null} role="alert">
                {fileError
                  ? translateError(fileError)
                  : t('ecmr_import.hint', { max_mb: String(MAX_MB) })}
              </FormHelperText>
            </Box>
            {isImporting && <LinearProgress aria-label={t('ecmr_import.importing')} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <>
            <Button onClick={close} sx={TOUCH_TARGET}>
              {tc('actions.close')}
            </Button>
            <Button
              variant="contained"
              sx={TOUCH_TARGET}
              onClick={() => {
                void queryClient.invalidateQueries({ queryKey: transitKeys.all });
                void navigate(transitPath(result.transit.id));
              }}
            >
              {t('ecmr_import.open')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={isImporting} sx={TOUCH_TARGET}>
              {tc('actions.cancel')}
            </Button>
            <Button
              variant="contained"
              loading={isImporting}
              disabled={!isOnline}
              onClick={() => void submit()}
              sx={TOUCH_TARGET}
            >
              {t('ecmr_import.import')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
