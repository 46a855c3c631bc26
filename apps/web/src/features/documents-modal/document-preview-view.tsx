import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  generatedCodeOf,
  type DocumentResponse,
  type GeneratedDocumentCode,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import { PaperView } from '../document-editor/paper-view.tsx';
import { PdfPages } from '../pdf-viewer/pdf-pages.tsx';
import { signerLabel } from '../signing/signer-label.ts';
import { slotStatesOf } from '../signing/slot-states.ts';
import { opensAsForm } from './preview-view-choice.ts';

/** `form`: the stacked form view (spec 2 §1); `a4`: the document's PDF, page by page. */
export type PreviewView = 'form' | 'a4';

export type PreviewViewState = {
  /** What is shown; null while the document is not known yet on a phone (nothing to choose). */
  view: PreviewView | null;
  /** The generated type, or null for an uploaded PDF or a document not (yet) known. */
  code: GeneratedDocumentCode | null;
  /** Below the medium breakpoint a generated document offers both views. */
  canChoose: boolean;
  choose: (view: PreviewView) => void;
};

/**
 * Which view a preview shows: below the medium breakpoint a generated document opens as the
 * stacked form (an A4 page shrunk to 390 px is unreadable), with the A4 page one tap away; from
 * the medium breakpoint up, and for uploaded PDFs, the A4 page. `isSettled`: the documents'
 * list has answered (until then a phone does not know which kind the document is).
 */
export function usePreviewView(
  document: DocumentResponse | undefined,
  isSettled: boolean,
): PreviewViewState {
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [chosen, setChosen] = useState<PreviewView | null>(null);
  const code = document ? generatedCodeOf(document.type) : null;
  const canChoose = document !== undefined && opensAsForm(document, isNarrow);
  let view: PreviewView | null = 'a4';
  if (canChoose) view = chosen ?? 'form';
  else if (isNarrow && !isSettled) view = null;
  return { view, code, canChoose, choose: setChosen };
}

/** The "Form" / "A4 page" switch; `panelId` names the panel it controls. */
export function PreviewViewTabs(props: {
  view: PreviewView;
  onChange: (view: PreviewView) => void;
  idPrefix: string;
}) {
  const { view, onChange, idPrefix } = props;
  const { t } = useTranslation('documents_modal');
  return (
    <Tabs
      value={view}
      onChange={(_, value: PreviewView) => {
        onChange(value);
      }}
      aria-label={t('preview.views')}
      variant="fullWidth"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      {(['form', 'a4'] as const).map((value) => (
        <Tab
          key={value}
          value={value}
          id={`${idPrefix}-tab-${value}`}
          aria-controls={`${idPrefix}-panel`}
          label={t(`preview.view.${value}`)}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}

/** Who signed a box of the stacked form, or that nobody has yet. */
function SignedStatus({ names }: { names: string[] }) {
  const { t } = useTranslation('documents_modal');
  return (
    <Typography
      variant="body2"
      sx={{
        p: 1,
        color: 'text.secondary',
        fontStyle: names.length > 0 ? 'normal' : 'italic',
        alignSelf: 'center',
      }}
    >
      {names.length > 0 ? names.join('; ') : t('preview.not_signed')}
    </Typography>
  );
}

function StackedPreview({
  code,
  document,
}: {
  code: GeneratedDocumentCode;
  document: DocumentResponse;
}) {
  const { t } = useTranslation('signing');
  const slots = slotStatesOf(document);
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <PaperView
        code={code}
        documentData={document.document_data}
        variant="stacked"
        renderSignature={(signer) => (
          <SignedStatus
            names={(slots.find((state) => state.slot === signer)?.signers ?? []).map((entry) =>
              signerLabel(t, entry),
            )}
          />
        )}
      />
    </Box>
  );
}

export type DocumentPreviewBodyProps = {
  state: PreviewViewState;
  document: DocumentResponse | undefined;
  /** The PDF's bytes once fetched; null while they come. */
  pdfBytes: ArrayBuffer | null;
  /** Shown instead of the pages when the PDF could not be fetched; null while it may come. */
  pdfError: string | null;
  /** Name of the pages' region, e.g. "Preview: CMR 12". */
  title: string;
};

/**
 * What a preview dialog shows between its title and its buttons: the switch between the views
 * where there is a choice, then the stacked form or the PDF's pages, with a progress bar from
 * the first frame while either is not there yet.
 */
export function DocumentPreviewBody({
  state,
  document,
  pdfBytes,
  pdfError,
  title,
}: DocumentPreviewBodyProps) {
  const { t } = useTranslation('documents_modal');
  const idPrefix = useId();
  const { view, code } = state;
  let content;
  if (view === null) {
    content = <LoadingIndicator label={t('preview.loading')} minHeight={240} />;
  } else if (view === 'form' && code !== null && document) {
    content = <StackedPreview code={code} document={document} />;
  } else if (pdfError !== null) {
    content = (
      <Alert severity="error" role="alert" sx={{ m: 2 }}>
        {pdfError}
      </Alert>
    );
  } else {
    content = <PdfPages data={pdfBytes} title={title} />;
  }
  return (
    <>
      {state.canChoose && view !== null && (
        <PreviewViewTabs view={view} onChange={state.choose} idPrefix={idPrefix} />
      )}
      <Box
        id={`${idPrefix}-panel`}
        role={state.canChoose ? 'tabpanel' : undefined}
        aria-labelledby={state.canChoose && view ? `${idPrefix}-tab-${view}` : undefined}
        aria-busy={view === null}
        sx={{ display: 'flex', flexDirection: 'column' }}
      >
        {content}
      </Box>
    </>
  );
}
