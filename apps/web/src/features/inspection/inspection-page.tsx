import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { isLanguage, type Language } from '@transitdocs/domain';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { DOCUMENTS_PATH } from '../transit-page/transit-paths.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { InspectionCmr, type PdfState } from './inspection-cmr.tsx';
import { InspectionConsignment, InspectionSection } from './inspection-consignment.tsx';
import { InspectionIdentity, type SavedState } from './inspection-identity.tsx';
import { InspectionLanguagePicker } from './inspection-language-picker.tsx';
import type { ViewTexts } from './inspection-values.ts';
import { prepareOffline } from './prepare-offline.ts';
import { sunlightTheme } from './sunlight-theme.ts';
import { NoStoredCopyError, useInspection, type InspectionCopy } from './use-inspection.ts';
import { INSPECTION_LANGUAGES, useViewTexts } from './use-view-texts.ts';

/** The view's language: `?lang=` (kept over a reload), else the app's. */
function useViewLanguage(): [Language, (language: Language) => void] {
  const [params, setParams] = useSearchParams();
  // Kept when the address changes: the close button returns to where the view was opened from.
  const state: unknown = useLocation().state;
  const fromUrl = params.get('lang') ?? '';
  const [language, setLanguage] = useState<Language>(() =>
    isLanguage(fromUrl) && INSPECTION_LANGUAGES.includes(fromUrl) ? fromUrl : currentLanguage(),
  );
  const choose = useCallback(
    (next: Language) => {
      setLanguage(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('lang', next);
          return updated;
        },
        { replace: true, state },
      );
    },
    [setParams, state],
  );
  return [language, choose];
}

/**
 * Whether the phone keeps what is on screen: the answer, the PDF and the files the view needs,
 * all stored before it says "saved".
 */
function useSavedState(
  copy: InspectionCopy,
  pdf: { isStored: boolean } | undefined,
  isPdfFailed: boolean,
): SavedState {
  const isOnline = useOnline();
  const hasPdf = copy.answer.cmr !== null;
  const isDataStored = copy.isStored && (!hasPdf || pdf?.isStored === true);
  const assets = useQuery({
    queryKey: ['inspection', 'offline-files', hasPdf],
    queryFn: () => prepareOffline(hasPdf),
    enabled: copy.source === 'network' && isDataStored,
    staleTime: Infinity,
    networkMode: 'always',
    retry: false,
  });
  if (copy.source === 'stored') return isOnline ? 'unreachable_copy' : 'offline_copy';
  if (!copy.isStored || (hasPdf && (isPdfFailed || pdf?.isStored === false))) return 'not_saved';
  if (assets.isError) return 'not_saved';
  return assets.isSuccess ? 'saved' : 'saving';
}

function pdfStateOf(pdf: ReturnType<typeof useInspection>['pdf']): PdfState {
  if (pdf.data) return { status: 'ready', bytes: pdf.data.bytes };
  if (pdf.isError) {
    return {
      status: 'failed',
      reason: pdf.error instanceof NoStoredCopyError ? 'not_saved' : 'failed',
    };
  }
  return { status: 'loading' };
}

function LoadedInspection({
  copy,
  inspection,
  texts,
}: {
  copy: InspectionCopy;
  inspection: ReturnType<typeof useInspection>;
  texts: ViewTexts;
}) {
  const savedState = useSavedState(copy, inspection.pdf.data, inspection.pdf.isError);
  const { answer } = copy;
  return (
    <>
      <InspectionIdentity answer={answer} texts={texts} savedState={savedState} />
      <Typography variant="h2" component="p" sx={{ fontSize: '1.75rem', mt: 1 }}>
        {texts.t('consignment')}
      </Typography>
      <InspectionConsignment elements={answer.elements} texts={texts} />
      <InspectionCmr cmr={answer.cmr} pdf={pdfStateOf(inspection.pdf)} texts={texts} />
    </>
  );
}

function Problem({
  texts,
  error,
  onRetry,
}: {
  texts: ViewTexts;
  error: unknown;
  onRetry: () => void;
}) {
  const isMissing = error instanceof NoStoredCopyError;
  const isRefused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  const message = isMissing
    ? texts.t('errors.no_copy')
    : isRefused
      ? texts.t('errors.not_found')
      : texts.t('errors.load_failed');
  return (
    <InspectionSection title={texts.t('title')}>
      <Typography role="alert" sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
        {message}
      </Typography>
      {!isRefused && (
        <Button variant="contained" onClick={onRetry} sx={{ mt: 2 }}>
          {texts.t('errors.retry')}
        </Button>
      )}
    </InspectionSection>
  );
}

/**
 * `/inspection/:id`: the roadside inspection view of a transit, full screen outside the app's frame
 * (docs/decisions/0060-roadside-inspection-view.md). The consignment in the language the inspector
 * picks, the UIL as a QR code, the CMR's verification and PDF; stored on the phone when read online
 * and shown from there offline. Black on white, large type: it is read in sunlight.
 */
export function InspectionPage() {
  const { id = '' } = useParams();
  const transitId = Number(id);
  const { user } = useSession();
  const appLanguage = currentLanguage();
  const [language, setLanguage] = useViewLanguage();
  const { texts, failed } = useViewTexts(language, appLanguage);
  const inspection = useInspection(transitId, user?.id ?? 0);
  const close = useReturnTo(DOCUMENTS_PATH);

  let body: ReactNode;
  if (inspection.answer.data) {
    body = <LoadedInspection copy={inspection.answer.data} inspection={inspection} texts={texts} />;
  } else if (inspection.answer.isError || !Number.isInteger(transitId)) {
    body = (
      <Problem
        texts={texts}
        error={inspection.answer.error}
        onRetry={() => void inspection.answer.refetch()}
      />
    );
  } else {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress color="inherit" aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>{texts.t('loading')}</Typography>
      </Box>
    );
  }

  return (
    <ThemeProvider theme={sunlightTheme}>
      <Box
        lang={texts.language}
        sx={{
          minHeight: '100vh',
          bgcolor: '#ffffff',
          color: '#000000',
          fontSize: '1.25rem',
          '& *:focus-visible': { outline: '4px solid #000000', outlineOffset: 3 },
        }}
      >
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 2,
            bgcolor: '#000000',
            color: '#ffffff',
            px: { xs: 1.5, sm: 3 },
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Typography variant="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
            {texts.t('title')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<Close />}
            onClick={() => {
              close();
            }}
            sx={{
              color: '#ffffff',
              borderColor: '#ffffff',
              '&:hover': { borderColor: '#ffffff', bgcolor: '#333333' },
              '&:focus-visible': { outlineColor: '#ffffff' },
              flexShrink: 0,
            }}
          >
            {texts.t('close')}
          </Button>
        </Box>
        <Box
          component="main"
          sx={{
            maxWidth: 1100,
            mx: 'auto',
            px: { xs: 2, sm: 3 },
            py: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 3,
          }}
        >
          <InspectionLanguagePicker texts={texts} value={language} onChange={setLanguage} />
          {failed && (
            <Typography role="alert" sx={{ fontWeight: 800, color: 'error.main' }}>
              {texts.t('language_unavailable')}
            </Typography>
          )}
          {body}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
