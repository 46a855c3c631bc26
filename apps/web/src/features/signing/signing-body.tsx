import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { generatedCodeOf, type DocumentResponse, type SignSlot } from '@transitdocs/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { PaperView } from '../document-editor/paper-view.tsx';
import { PdfPlacement } from './pdf-placement.tsx';
import type { SignerKind } from './signer.ts';
import { SignatureSlot } from './signature-slot.tsx';
import { slotStatesOf } from './slot-states.ts';

/** The box a flow signs and, on an uploaded PDF, where; fixed when Sign is pressed. */
export type SigningPick = {
  kind: SignerKind;
  slot: SignSlot;
  placement: PdfPageClick | null;
  onCancel: () => void;
};

/** Why signing is not offered now (offline, finished, nothing left to sign), as shown. */
export type SignBlock = { severity: 'info' | 'warning'; text: string };

export type SigningBodyProps = {
  document: DocumentResponse;
  /** who signs when Sign is pressed now (the user online, offline, or a link holder) */
  signerKind: SignerKind;
  /** a dialog over the documents (signed in) or a page of its own (a share link) */
  layout: 'dialog' | 'page';
  block: SignBlock | null;
  /** a note above everything (signing offline) */
  notice?: string | null;
  /** shown above the boxes: what must be read before signing (open reservations) */
  before?: ReactNode;
  /** whether Sign is offered at all (it is not while nothing could be signed) */
  offersSign: boolean;
  /** the box chosen in advance (the driver's party) */
  presetSlot?: SignSlot | null;
  /** a paper form's only box to sign is chosen without a click (an uploaded PDF's always is) */
  choosesOnlyBox: boolean;
  /** how the uploaded PDF is read; the session's download by default */
  loadPdf?: ((documentId: number) => Promise<Blob>) | undefined;
  /** a flow open from the start (back from a verification) */
  resumed?: { slot: SignSlot; placement: PdfPageClick | null } | null;
  /** leaves the screen (dialog layout) */
  onClose?: () => void;
  /** shown above the title (page layout: the way back) */
  header?: ReactNode;
  /** the signing flow of `pick`, whoever signs */
  renderFlow: (pick: SigningPick) => ReactNode;
  onFlowCancel?: () => void;
};

/**
 * The signing screen, whoever signs: the paper form with its signature boxes for a generated
 * document, or the parties and click-to-place on the pages of an uploaded PDF; Sign opens the
 * signing flow of the box chosen.
 */
export function SigningBody(props: SigningBodyProps) {
  const { document, block, layout } = props;
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const slotLabelId = useId();
  const resumed = props.resumed ?? null;
  const [pickedSlot, setSlot] = useState<SignSlot | null>(
    () => resumed?.slot ?? props.presetSlot ?? null,
  );
  const [placement, setPlacement] = useState<PdfPageClick | null>(resumed?.placement ?? null);
  // The box the open flow signs, held from the moment Sign is pressed: once it is signed the
  // document no longer offers it, but the flow stays to show its result.
  const [flow, setFlow] = useState<{ slot: SignSlot; kind: SignerKind } | null>(
    resumed ? { slot: resumed.slot, kind: props.signerKind } : null,
  );

  const code = generatedCodeOf(document.type);
  const slots = slotStatesOf(document);
  const signable = slots.filter((state) => state.isSignable);
  // A chosen box counts only while it may be signed.
  const slot = signable.some((state) => state.slot === pickedSlot) ? pickedSlot : null;
  const onlySlot = signable.length === 1 ? (signable[0]?.slot ?? null) : null;
  const chosenSlot = slot ?? (code === null || props.choosesOnlyBox ? onlySlot : null);
  const canSign = block === null && chosenSlot !== null && (code !== null || placement !== null);

  const body = (
    <>
      {props.notice && <Alert severity="info">{props.notice}</Alert>}
      {block && <Alert severity={block.severity}>{block.text}</Alert>}
      {props.before}
      {code !== null ? (
        <>
          {block === null && <Alert severity="info">{t('screen.choose_box')}</Alert>}
          <PaperView
            code={code}
            documentData={document.document_data}
            isNumbered={code === 'PS' ? true : undefined}
            renderSignature={(signer) => {
              const state = slots.find((entry) => entry.slot === signer);
              if (!state) return null;
              return (
                <SignatureSlot
                  state={{ ...state, isSignable: state.isSignable && block === null }}
                  isSelected={chosenSlot === signer}
                  onSelect={() => {
                    setSlot(state.slot);
                  }}
                />
              );
            }}
          />
        </>
      ) : (
        <>
          <FormControl disabled={block !== null}>
            <FormLabel id={slotLabelId}>{t('screen.sign_as')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={slotLabelId}
              value={chosenSlot ?? ''}
              onChange={(event) => {
                setSlot(event.target.value as SignSlot);
              }}
            >
              {slots.map((state) => (
                <FormControlLabel
                  key={state.slot}
                  value={state.slot}
                  disabled={!state.isSignable}
                  control={<Radio sx={{ width: 48, height: 48 }} />}
                  label={t(`parties.${state.slot}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <PdfPlacement
            documentId={document.id}
            title={t('place.pages', { name: document.name })}
            placement={placement}
            onPlace={setPlacement}
            loadFile={props.loadPdf}
          />
        </>
      )}
    </>
  );
  const signButton = props.offersSign && (
    <Button
      variant="contained"
      disabled={!canSign}
      onClick={() => {
        if (chosenSlot) setFlow({ slot: chosenSlot, kind: props.signerKind });
      }}
      sx={{ minHeight: 48, minWidth: 96 }}
    >
      {t('screen.sign')}
    </Button>
  );
  const title = t('screen.title_with_name', { name: document.name });
  const openFlow =
    flow &&
    props.renderFlow({
      kind: flow.kind,
      slot: flow.slot,
      placement: code === null ? placement : null,
      onCancel: () => {
        setFlow(null);
        props.onFlowCancel?.();
      },
    });

  if (layout === 'page') {
    return (
      <Stack spacing={2}>
        {props.header}
        <Typography component="h1" variant="h5" id={titleId}>
          {title}
        </Typography>
        {body}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{signButton}</Box>
        {openFlow}
      </Stack>
    );
  }
  return (
    <>
      <ResponsiveDialog open maxWidth="lg" onClose={props.onClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>{body}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={props.onClose} sx={{ minHeight: 48 }}>
            {tc('actions.cancel')}
          </Button>
          {signButton}
        </DialogActions>
      </ResponsiveDialog>
      {openFlow}
    </>
  );
}
