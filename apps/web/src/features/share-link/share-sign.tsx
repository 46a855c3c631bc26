import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  generatedCodeOf,
  isEmptyPhone,
  isTransitOpen,
  PHONE_DEFAULT_PREFIX,
  SHARE_SIGN_CODE_LENGTH,
  shareContactErrors,
  type DocumentResponse,
  type ShareIdentity,
  type ShareSignCodeResponse,
  type SignSlot,
} from '@transitdocs/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useNavigate } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, useTranslateError } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { PaperView } from '../document-editor/paper-view.tsx';
import { useRouteNumber } from '../documents-modal/use-documents.ts';
import { regionName } from '../clients/region-name.ts';
import { readActionLocation } from '../signing/geolocation.ts';
import { PdfPlacement } from '../signing/pdf-placement.tsx';
import { EMPTY_PERSON, toSignatureData } from '../signing/person-data.ts';
import { SignResultDialog, type SignOutcome } from '../signing/sign-result-dialog.tsx';
import { SignaturePadField } from '../signing/signature-pad-field.tsx';
import { SignatureSlot } from '../signing/signature-slot.tsx';
import type { SignatureStrokes, SignatureSurface } from '../signing/signature-surface.ts';
import { signerChoices, slotStatesOf } from '../signing/slot-states.ts';
import { shareLinkKeys } from './share-link-api.ts';
import { fetchLinkReceivers, sendLinkSignCode, signThroughLink } from './share-sign-api.ts';
import { useShareLink, useSharedTransit } from './share-link-context.tsx';
import { sharePreviewPath } from './share-link-paths.ts';
import { useRefreshLink } from './use-link-data.ts';

/**
 * `/share/:token/:documentId/sign`: the company's sign screen parts (paper form with signature
 * boxes, or click-to-place on an uploaded PDF), then a link's own flow: receiver, one-time code
 * (sent to where the link was sent), pad. The signer is the identity given for the link.
 */
export function ShareSignPage() {
  const { t } = useTranslation('share_link');
  const { t: ts } = useTranslation('signing');
  const { token, api } = useShareLink();
  const data = useSharedTransit().data;
  const documentId = useRouteNumber('documentId');
  const isOnline = useOnline();
  const titleId = useId();
  const slotLabelId = useId();
  const [slot, setSlot] = useState<SignSlot | null>(null);
  const [placement, setPlacement] = useState<PdfPageClick | null>(null);
  const [isFlowOpen, setIsFlowOpen] = useState(false);
  const document = data?.document.find((doc) => doc.id === documentId);
  if (!data) return null;
  const back = (
    <Box>
      <Button
        component={Link}
        to={sharePreviewPath(token)}
        startIcon={<ArrowBack />}
        sx={{ minHeight: 48 }}
      >
        {t('back')}
      </Button>
    </Box>
  );
  if (!document) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error" role="alert">
          {ts('screen.not_found')}
        </Alert>
      </Stack>
    );
  }
  const code = generatedCodeOf(document.type);
  // Only the link's party's boxes take a signature; the others are read-only (issue 16).
  const slots = slotStatesOf(document);
  const signable = slots.filter((state) => state.isSignable);
  const block = !isOnline
    ? 'offline'
    : !isTransitOpen(data.transit)
      ? 'finished'
      : signable.length === 0
        ? 'nothing'
        : null;
  const chosenSlot = slot ?? (signable.length === 1 ? (signable[0]?.slot ?? null) : null);
  const canSign = block === null && chosenSlot !== null && (code !== null || placement !== null);

  return (
    <Stack spacing={2}>
      {back}
      <Typography component="h1" variant="h5" id={titleId}>
        {ts('screen.title_with_name', { name: document.name })}
      </Typography>
      {block && <Alert severity="warning">{t(`sign.blocked_${block}`)}</Alert>}
      {code !== null ? (
        <>
          {block === null && <Alert severity="info">{ts('screen.choose_box')}</Alert>}
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
            <FormLabel id={slotLabelId}>{ts('screen.sign_as')}</FormLabel>
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
                  label={ts(`parties.${state.slot}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <PdfPlacement
            documentId={document.id}
            title={ts('place.pages', { name: document.name })}
            placement={placement}
            onPlace={setPlacement}
            loadFile={async (id) => (await api.documentFile(id, 'download')).blob}
          />
        </>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          disabled={!canSign}
          onClick={() => {
            setIsFlowOpen(true);
          }}
          sx={{ minHeight: 48, minWidth: 96 }}
        >
          {ts('screen.sign')}
        </Button>
      </Box>
      {isFlowOpen && chosenSlot && (
        <LinkSignFlow
          transitId={data.transit.id}
          document={document}
          slot={chosenSlot}
          placement={code === null ? placement : null}
          onCancel={() => {
            setIsFlowOpen(false);
          }}
        />
      )}
    </Stack>
  );
}

type Step = 'receiver' | 'code' | 'pad';

type LinkSignFlowProps = {
  transitId: number;
  document: DocumentResponse;
  slot: SignSlot;
  placement: PdfPageClick | null;
  onCancel: () => void;
};

function LinkSignFlow({ transitId, document, slot, placement, onCancel }: LinkSignFlowProps) {
  const { t } = useTranslation('share_link');
  const { t: ts } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const refresh = useRefreshLink();
  const { token, api, identity } = useShareLink();
  const titleId = useId();
  const receiverLabelId = useId();
  const fixedReceiver = slot === 'receiver' ? (document.receiver?.id ?? null) : null;
  const needsList = slot === 'receiver' && fixedReceiver === null;
  const receivers = useQuery({
    queryKey: shareLinkKeys.receivers(token),
    queryFn: () => fetchLinkReceivers(api, transitId),
    enabled: needsList,
  });
  const choices = needsList ? signerChoices(receivers.data ?? [], document) : [];
  const onlyReceiver =
    choices.length === 1 && choices[0] && !choices[0].disabled ? choices[0].id : null;
  const [chosenReceiver, setChosenReceiver] = useState<number | null>(fixedReceiver);
  const receiverId = chosenReceiver ?? onlyReceiver;
  const [chosenStep, setStep] = useState<Step>(needsList ? 'receiver' : 'code');
  const step: Step = chosenStep === 'receiver' && onlyReceiver !== null ? 'code' : chosenStep;
  const [stepError, setStepError] = useState<string | null>(null);
  const [sent, setSent] = useState<ShareSignCodeResponse | null>(null);
  const [isSendingCode, setIsSendingCode] = useState(false);
  const [code, setCode] = useState('');
  const [isSigning, setIsSigning] = useState(false);
  const [outcome, setOutcome] = useState<SignOutcome | null>(null);
  const surfaceRef = useRef<SignatureSurface | null>(null);
  // The drawing outlives the pad: a wrong code asks for the code again, never for a new drawing.
  const strokesRef = useRef<SignatureStrokes | null>(null);
  const [isDrawingKept, setIsDrawingKept] = useState(false);

  // A link passed on by hand was never sent anywhere: the code goes to an address given here.
  const [needsAddress, setNeedsAddress] = useState(false);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(PHONE_DEFAULT_PREFIX);
  const [addressErrors, setAddressErrors] = useState<Partial<Record<'email' | 'phone', string>>>(
    {},
  );

  const sendCode = async () => {
    setStepError(null);
    let address: { email: string; phone: string } | null = null;
    if (needsAddress) {
      const checked = shareContactErrors({ email, phone });
      setAddressErrors(checked);
      if (Object.keys(checked).length > 0) return;
      address = { email: email.trim(), phone: isEmptyPhone(phone) ? '' : phone.trim() };
    }
    setIsSendingCode(true);
    try {
      setSent(await sendLinkSignCode(api, document.id, address));
    } catch (error) {
      const messages = error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
      if (!needsAddress && messages.includes('email_or_phone_required')) {
        setNeedsAddress(true);
        return;
      }
      const fields = error instanceof ApiError ? error.fieldErrors() : {};
      if (fields.email?.[0] || fields.phone?.[0]) {
        setAddressErrors({
          ...(fields.email?.[0] ? { email: fields.email[0] } : {}),
          ...(fields.phone?.[0] ? { phone: fields.phone[0] } : {}),
        });
        return;
      }
      setStepError(messages[0] ?? 'server_error');
    } finally {
      setIsSendingCode(false);
    }
  };

  const addressField = (field: 'email' | 'phone', value: string, set: (v: string) => void) => (
    <TextField
      label={t(`sign.${field}`)}
      type={field === 'email' ? 'email' : 'tel'}
      autoComplete={field === 'email' ? 'email' : 'tel'}
      value={value}
      onChange={(event) => {
        set(event.target.value);
        setAddressErrors((current) => ({ ...current, [field]: undefined }));
      }}
      error={addressErrors[field] !== undefined}
      helperText={addressErrors[field] ? translateError(addressErrors[field]) : undefined}
    />
  );

  const sign = async (signer: ShareIdentity) => {
    const surface = surfaceRef.current;
    if (!surface || surface.isEmpty()) {
      setStepError('signature_empty');
      return;
    }
    const person = {
      ...EMPTY_PERSON,
      sign_fullname: `${signer.first_name} ${signer.last_name}`,
      sign_company_name: signer.company_name,
    };
    const checked = toSignatureData(person, 'sms', (country) => regionName(country, 'en'));
    if ('errors' in checked) {
      setOutcome({ severity: 'error', messages: Object.values(checked.errors) });
      return;
    }
    setIsSigning(true);
    try {
      await signThroughLink(
        api,
        {
          document: document.id,
          transit: transitId,
          documentKind: generatedCodeOf(document.type) === null ? 'file' : 'json',
          signedByType: slot,
          receiverId: slot === 'receiver' ? receiverId : null,
          signatureData: checked.data,
          signature: surface.toPng(),
          placement,
          code,
          location: await readActionLocation(),
        },
        signer,
      );
      await refresh();
      setOutcome({ severity: 'success', messages: [] });
    } catch (error) {
      const codeErrors = error instanceof ApiError ? error.fieldErrors().code : undefined;
      if (codeErrors?.[0]) {
        // A wrong or spent code: back to the code, where a new one can be asked for; the
        // drawing is kept and comes back with the pad.
        setStep('code');
        setStepError(codeErrors[0]);
        setIsDrawingKept(true);
        return;
      }
      setOutcome({
        severity: 'error',
        messages: error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR],
      });
    } finally {
      setIsSigning(false);
    }
  };

  const next = () => {
    setStepError(null);
    if (step === 'receiver') {
      if (receiverId === null) setStepError('receiver_required');
      else setStep('code');
    } else if (step === 'code') {
      if (!new RegExp(`^\\d{${String(SHARE_SIGN_CODE_LENGTH)}}$`).test(code.trim())) {
        setStepError('code_invalid');
      } else {
        setStep('pad');
      }
    } else if (identity) {
      void sign(identity);
    }
  };

  let content;
  if (step === 'receiver') {
    content = receivers.isError ? (
      <Alert severity="error" role="alert">
        {ts('receiver.load_failed')}
      </Alert>
    ) : !receivers.data ? (
      <LoadingIndicator label={ts('receiver.loading')} minHeight={96} />
    ) : (
      <FormControl error={stepError !== null}>
        <FormLabel id={receiverLabelId}>{ts('receiver.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={receiverLabelId}
          value={receiverId === null ? '' : String(receiverId)}
          onChange={(event) => {
            setChosenReceiver(Number(event.target.value));
            setStepError(null);
          }}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.id}
              value={String(choice.id)}
              disabled={choice.disabled}
              control={<Radio sx={{ width: 48, height: 48 }} />}
              label={choice.disabled ? ts('receiver.signed', { name: choice.name }) : choice.name}
            />
          ))}
        </RadioGroup>
        {stepError && <FormHelperText>{translateError(stepError)}</FormHelperText>}
      </FormControl>
    );
  } else if (step === 'code') {
    content = (
      <Stack spacing={2}>
        <Typography>{t('sign.code_intro', { party: ts(`parties.${slot}`) })}</Typography>
        {isDrawingKept && <Alert severity="info">{t('sign.signature_kept')}</Alert>}
        {needsAddress && !sent && (
          <>
            <Alert severity="info">{t('sign.code_address_intro')}</Alert>
            {addressField('email', email, setEmail)}
            {addressField('phone', phone, setPhone)}
          </>
        )}
        {sent && (
          <Alert severity="success" role="status">
            {t(sent.channel === 'email' ? 'sign.code_sent_email' : 'sign.code_sent_sms', {
              hint: sent.hint,
            })}
          </Alert>
        )}
        <Box>
          <Button
            variant="outlined"
            onClick={() => void sendCode()}
            loading={isSendingCode}
            sx={{ minHeight: 48 }}
          >
            {sent ? t('sign.send_again') : t('sign.send_code')}
          </Button>
        </Box>
        <TextField
          label={t('sign.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setStepError(null);
          }}
          error={stepError !== null}
          helperText={stepError ? translateError(stepError) : undefined}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
          }}
        />
      </Stack>
    );
  } else {
    content = (
      <SignaturePadField
        surfaceRef={surfaceRef}
        keptRef={strokesRef}
        error={stepError ? translateError(stepError) : undefined}
        onChange={() => {
          setStepError(null);
        }}
      />
    );
  }

  return (
    <>
      <ResponsiveDialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="md">
        <DialogTitle id={titleId}>{t(`sign.step_${step}`)}</DialogTitle>
        <DialogContent dividers>{content}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} sx={{ minHeight: 48 }}>
            {tc('actions.cancel')}
          </Button>
          {step !== 'receiver' && !(step === 'code' && !needsList) && (
            <Button
              onClick={() => {
                setStepError(null);
                setStep(step === 'pad' ? 'code' : 'receiver');
              }}
              sx={{ minHeight: 48 }}
            >
              {ts('flow.back')}
            </Button>
          )}
          <Button
            variant="contained"
            disabled={isSigning || (step === 'receiver' && !receivers.data)}
            loading={isSigning}
            onClick={next}
            sx={{ minHeight: 48, minWidth: 96 }}
          >
            {step === 'pad' ? ts('flow.sign') : ts('flow.next')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
      {outcome && (
        <SignResultDialog
          outcome={outcome}
          onClose={() => {
            if (outcome.severity === 'success') {
              void navigate(`${sharePreviewPath(token)}?go_to_doc=${String(document.id)}`);
            } else {
              setOutcome(null);
            }
          }}
        />
      )}
    </>
  );
}
