import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import type {
  ActionLocation,
  SignAllItem,
  SignAllResponse,
  SignAllStop,
  SignerType,
} from '@transitdocs/domain';
import { useId, useRef, useState } from 'react';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useTranslation } from '../../i18n/react.ts';
import type { PdfPageClick } from '../../ui/pdf/page-click.ts';
import { ResponsiveDialog, useTranslateError } from '../../ui/index.ts';
import { readActionLocation } from '../signing/geolocation.ts';
import { PdfPlacement } from '../signing/pdf-placement.tsx';
import { SignaturePadField } from '../signing/signature-pad-field.tsx';
import type { SignatureStrokes, SignatureSurface } from '../signing/signature-surface.ts';
import { confirmSmsCode, sendSmsCode, verifyPin } from '../signing/signing-api.ts';
import { sendLinkSignCode } from '../share-link/share-sign-api.ts';
import { submitLinkSignAll, submitSignAll, type SignAllLink } from './sign-all-api.ts';

const PIN_PATTERN = /^\d{4}$/;
const CODE_PATTERN = /^\d{6}$/;

export type SignAllDialogProps = {
  transitId: number;
  stop: SignAllStop;
  /** who signs the carrier's box: the driver on his card, else the carrier */
  carrierAs: 'carrier' | 'driver';
  /** a share link's visitor: his identity, the link's one-time code */
  link?: SignAllLink;
  onClose: () => void;
};

type Step =
  { kind: 'list' } | { kind: 'place'; index: number } | { kind: 'pad' } | { kind: 'verify' };

function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
}

/**
 * "Sign all" (spec 2 §4): the documents of one box listed, each uploaded PDF's place chosen,
 * one drawing, one PIN or SMS code, then what became of each document.
 */
export function SignAllDialog({ transitId, stop, carrierAs, link, onClose }: SignAllDialogProps) {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const signedByType: SignerType = stop.slot === 'carrier' ? carrierAs : stop.slot;
  const pdfs = stop.documents.filter((doc) => doc.file);
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [name, setName] = useState(() =>
    link
      ? `${link.identity.first_name} ${link.identity.last_name}`
      : user
        ? `${user.first_name} ${user.last_name}`.trim()
        : '',
  );
  const [placements, setPlacements] = useState<Record<number, PdfPageClick>>({});
  const [method, setMethod] = useState<'pin' | 'sms'>('pin');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [smsVerification, setSmsVerification] = useState<string | null>(null);
  const [phoneHint, setPhoneHint] = useState<string | null>(null);
  const [error, setError] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<SignAllResponse | null>(null);
  const surfaceRef = useRef<SignatureSurface | null>(null);
  const strokesRef = useRef<SignatureStrokes | null>(null);
  const pngRef = useRef<Blob | null>(null);
  const locationRef = useRef<Promise<ActionLocation | null> | null>(null);
  const first = stop.documents[0];
  // An SMS code goes to the sender's or the receiver's phone; the carrier's box takes the PIN.
  const canSms = stop.slot !== 'carrier' && !link;
  // A link's visitor confirms with the link's one-time code only.
  const usesCode = link !== undefined || method === 'sms';
  const slotFields = {
    document: first?.id ?? 0,
    signed_by_type: signedByType,
    receiver_id: stop.receiver_id,
  };

  const go = (next: Step) => {
    setError([]);
    setStep(next);
  };

  const next = () => {
    if (step.kind === 'list') {
      if (name.trim() === '') {
        setError(['signer_name_required']);
        return;
      }
      go(pdfs.length > 0 ? { kind: 'place', index: 0 } : { kind: 'pad' });
      locationRef.current ??= readActionLocation();
    } else if (step.kind === 'place') {
      const pdf = pdfs[step.index];
      if (pdf && !placements[pdf.id]) {
        setError([t('place.hint')]);
        return;
      }
      go(step.index + 1 < pdfs.length ? { kind: 'place', index: step.index + 1 } : { kind: 'pad' });
    } else if (step.kind === 'pad') {
      const surface = surfaceRef.current;
      if (!surface || surface.isEmpty()) {
        setError(['signature_empty']);
        return;
      }
      pngRef.current = surface.toPng();
      go({ kind: 'verify' });
    } else {
      void sign();
    }
  };

  const back = () => {
    if (step.kind === 'list') onClose();
    else if (step.kind === 'place') {
      go(step.index > 0 ? { kind: 'place', index: step.index - 1 } : { kind: 'list' });
    } else if (step.kind === 'pad') {
      go(pdfs.length > 0 ? { kind: 'place', index: pdfs.length - 1 } : { kind: 'list' });
    } else go({ kind: 'pad' });
  };

  const sendCode = async () => {
    setIsBusy(true);
    setError([]);
    try {
      if (link) {
        // The link's one-time code for the first document, spent once for all of them.
        const sent = await sendLinkSignCode(link.api, first?.id ?? 0, null, stop.receiver_id);
        setSmsVerification('link');
        setPhoneHint(sent.hint);
        return;
      }
      const sent = await sendSmsCode({
        ...slotFields,
        verifier: stop.slot === 'sender' ? 'sender' : 'receiver',
      });
      setSmsVerification(sent.verification);
      setPhoneHint(sent.phone_hint);
    } catch (failure) {
      setError(messagesOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async (): Promise<string | null> => {
    if (method === 'pin') {
      if (!PIN_PATTERN.test(pin)) {
        setError([t('verify.pin_must_be_4_digits')]);
        return null;
      }
      return (await verifyPin({ ...slotFields, pin })).verification;
    }
    if (!smsVerification) return null;
    if (!CODE_PATTERN.test(code.trim())) {
      setError(['code_invalid']);
      return null;
    }
    return (await confirmSmsCode({ verification: smsVerification, code: code.trim() }))
      .verification;
  };

  const sign = async () => {
    const png = pngRef.current;
    if (!png) return;
    setIsBusy(true);
    setError([]);
    try {
      const items: SignAllItem[] = stop.documents.map((doc) => {
        const placed = placements[doc.id];
        return {
          document: doc.id,
          signed_by_type: signedByType,
          version: doc.version,
          ...(doc.file && placed
            ? { dimensions: { x: placed.x, y: placed.y }, pg_num: placed.page }
            : {}),
        };
      });
      const submission = {
        transit: transitId,
        receiverId: stop.receiver_id,
        items,
        signatureData: {
          sign_fullname: name.trim(),
          sign_company_name: link ? link.identity.company_name : (user?.company.name ?? null),
          sign_method: link ? ('sms' as const) : method,
        },
        signature: png,
        location: await (locationRef.current ?? readActionLocation()),
      };
      let answer: SignAllResponse;
      if (link) {
        if (!CODE_PATTERN.test(code.trim())) {
          setError(['code_invalid']);
          return;
        }
        answer = await submitLinkSignAll(link, { ...submission, code });
      } else {
        const verification = await verify();
        if (!verification) return;
        answer = await submitSignAll({ ...submission, verification });
      }
      setResult(answer);
      // The documents, the transit and the boxes offered have all moved on.
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(messagesOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const errorAlert =
    error.length > 0 ? (
      <Alert severity="error" role="alert">
        {error.map((message) => translateError(message)).join(' ')}
      </Alert>
    ) : null;

  let title: string;
  let content;
  if (result) {
    title = t('sign_all.result_title', { signed: result.signed, count: result.results.length });
    content = (
      <List
        dense
        aria-label={t('sign_all.result_title', {
          signed: result.signed,
          count: result.results.length,
        })}
      >
        {result.results.map((entry) => (
          <ListItem key={entry.document} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {entry.signed ? <CheckCircle color="success" /> : <ErrorOutline color="error" />}
            </ListItemIcon>
            {entry.signed ? (
              <ListItemText primary={entry.name} secondary={t('sign_all.signed')} />
            ) : (
              <ListItemText
                primary={t('sign_all.not_signed', {
                  name: entry.name,
                  reason: translateError(entry.error ?? 'invalid_format'),
                })}
              />
            )}
          </ListItem>
        ))}
      </List>
    );
  } else if (step.kind === 'list') {
    title = t('sign_all.title', { count: stop.documents.length });
    content = (
      <Stack spacing={2}>
        <Alert severity="info">{t('sign_all.intro')}</Alert>
        <List dense aria-label={t('sign_all.documents')}>
          {stop.documents.map((doc, index) => (
            <ListItem key={doc.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {doc.file ? <PictureAsPdf /> : <span aria-hidden>{index + 1}.</span>}
              </ListItemIcon>
              <ListItemText
                primary={doc.name}
                secondary={doc.file ? t('sign_all.place_needed') : null}
              />
            </ListItem>
          ))}
        </List>
        <TextField
          label={t('sign_all.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
          required
          fullWidth
        />
      </Stack>
    );
  } else if (step.kind === 'place') {
    const pdf = pdfs[step.index];
    title = t('sign_all.place_title', { name: pdf?.name ?? '' });
    content = pdf ? (
      <PdfPlacement
        {...(link
          ? { loadFile: async (id: number) => (await link.api.documentFile(id, 'download')).blob }
          : {})}
        documentId={pdf.id}
        title={pdf.name}
        placement={placements[pdf.id] ?? null}
        onPlace={(placement) => {
          setPlacements((current) => ({ ...current, [pdf.id]: placement }));
          setError([]);
        }}
      />
    ) : null;
  } else if (step.kind === 'pad') {
    title = t('sign_all.pad_title', { count: stop.documents.length });
    content = (
      <SignaturePadField
        surfaceRef={surfaceRef}
        keptRef={strokesRef}
        error={error.length > 0 ? translateError(error[0] ?? '') : undefined}
        onChange={() => {
          setError([]);
        }}
      />
    );
  } else {
    title = t('sign_all.verify_title');
    content = (
      <Stack spacing={2}>
        {canSms && (
          <RadioGroup
            row
            value={method}
            onChange={(event) => {
              setMethod(event.target.value === 'sms' ? 'sms' : 'pin');
              setError([]);
            }}
          >
            <FormControlLabel value="pin" control={<Radio />} label={t('verify.pin')} />
            <FormControlLabel value="sms" control={<Radio />} label={t('verify.code')} />
          </RadioGroup>
        )}
        {!usesCode ? (
          <TextField
            label={t('verify.pin')}
            helperText={t('verify.pin_hint')}
            value={pin}
            type="password"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            onChange={(event) => {
              setPin(event.target.value);
            }}
          />
        ) : smsVerification ? (
          <Stack spacing={1}>
            <Alert severity="info">{t('verify.code_sent', { phone: phoneHint ?? '' })}</Alert>
            <TextField
              label={t('verify.code')}
              helperText={t('verify.code_hint')}
              value={code}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              onChange={(event) => {
                setCode(event.target.value);
              }}
            />
          </Stack>
        ) : (
          <Button variant="outlined" disabled={isBusy} onClick={() => void sendCode()}>
            {t('verify.send_code')}
          </Button>
        )}
        {errorAlert}
      </Stack>
    );
  }

  const isPadStep = step.kind === 'pad';
  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {content}
          {!result && step.kind !== 'verify' && !isPadStep && errorAlert}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        {result ? (
          <Button variant="contained" onClick={onClose} sx={{ minHeight: 48 }}>
            {tc('actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} sx={{ minHeight: 48 }}>
              {tc('actions.cancel')}
            </Button>
            <Button onClick={back} sx={{ minHeight: 48 }}>
              {t('flow.back')}
            </Button>
            <Button
              variant="contained"
              disabled={isBusy || (step.kind === 'verify' && usesCode && !smsVerification)}
              onClick={next}
              sx={{ minHeight: 48, minWidth: 96 }}
            >
              {step.kind === 'verify'
                ? t('sign_all.submit', { count: stop.documents.length })
                : t('flow.next')}
            </Button>
          </>
        )}
      </DialogActions>
    </ResponsiveDialog>
  );
}
