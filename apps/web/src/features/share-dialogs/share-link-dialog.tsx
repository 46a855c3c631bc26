import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isEmptyPhone,
  PHONE_DEFAULT_PREFIX,
  SHARE_LINK_DAYS,
  shareContactErrors,
  shareLinkUrl,
  type GenerateTokenResponse,
  type ShareType,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useLocation } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResultDialog, useTranslateError } from '../../ui/index.ts';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { CopyLinkField } from './copy-link-field.tsx';
import { generateShareToken, sendShareToken } from './share-api.ts';
import {
  DialogFrame,
  PartyChoice,
  ALL_RECEIVERS,
  ReceiverChoice,
  useRouteTransit,
  type Outcome,
} from './share-dialog-parts.tsx';
import { sharedDocumentsOf } from './share-paths.ts';

type ContactField = 'email' | 'phone';

function messagesOf(error: unknown): string[] {
  return error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
}

/** A made link failed to go out: the step that failed decides where its message shows. */
class SendError extends Error {
  constructor(readonly reason: unknown) {
    super('send failed');
  }
}

/**
 * `/documents/:id/share/link`, `/documents/:id/transitShare/link` (spec 1 §8, spec 2 §8,
 * docs/decisions/0046-share-links.md): the link is made first (generate-token/) and shown with
 * "Copy link", so the dispatcher may pass it on himself; "Share" sends it by e-mail and/or SMS
 * (send-token-email-sms/), making it first when not made yet. E-mail and phone are checked under
 * their fields before anything is sent; the phone starts with +48, which alone counts as empty.
 */
export function ShareLinkDialog() {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const id = useRouteTransit();
  const location = useLocation();
  const isOnline = useOnline();
  const transit = useTransitQuery(id).data;
  const close = useReturnTo(`/documents/${String(id)}`);
  const formId = useId();
  const documents = sharedDocumentsOf(location.state);
  // The party defaults to Receiver, the usual other side of a shared transit; it stays a choice.
  const [as, setAs] = useState<ShareType>('receiver');
  const [pickedReceiver, setReceiver] = useState<number | typeof ALL_RECEIVERS | null>(null);
  const receivers = transit?.receivers ?? [];
  // A receiver's link acts for the chosen receiver (else the first), or for all of them (null).
  const shownReceiver = pickedReceiver ?? receivers[0]?.id ?? null;
  const receiver = as === 'receiver' && shownReceiver !== ALL_RECEIVERS ? shownReceiver : null;
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(PHONE_DEFAULT_PREFIX);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [link, setLink] = useState<GenerateTokenResponse | null>(null);
  const [linkError, setLinkError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<'create' | 'send' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // A made link acts for the party and receiver it was made for: another choice needs another.
  const choose = (update: () => void) => {
    update();
    setLink(null);
    setLinkError(null);
  };

  const makeLink = async (): Promise<GenerateTokenResponse> => {
    if (link) return link;
    const made = await generateShareToken({ type: as, receiver, transit: id, documents });
    setLink(made);
    return made;
  };

  const create = async () => {
    setBusy('create');
    setLinkError(null);
    try {
      await makeLink();
    } catch (error) {
      // A token-generation error shows its message in the share dialog (spec 2 §10).
      setLinkError(messagesOf(error));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    const checked = shareContactErrors({ email, phone });
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    setBusy('send');
    setLinkError(null);
    try {
      const made = await makeLink();
      const answer = await sendShareToken({
        token: made.id,
        email: email.trim(),
        phone: isEmptyPhone(phone) ? '' : phone.trim(),
      }).catch((error: unknown) => {
        throw new SendError(error);
      });
      const found = [
        answer.email ? t('result.found_in_mail') : null,
        answer.sms ? t('result.found_in_sms') : null,
      ];
      setOutcome({
        severity: 'success',
        title: t('result.successfully_shared'),
        messages: [
          t('result.documents_are_shared'),
          ...found.filter((m): m is string => m !== null),
        ],
      });
    } catch (error) {
      if (!(error instanceof SendError)) {
        setLinkError(messagesOf(error));
        return;
      }
      const server = error.reason instanceof ApiError ? error.reason.fieldErrors() : {};
      setErrors({
        ...(server.email?.[0] ? { email: server.email[0] } : {}),
        ...(server.phone?.[0] ? { phone: server.phone[0] } : {}),
      });
      setOutcome({
        severity: 'error',
        title: t('result.unsuccessfully_shared'),
        messages: messagesOf(error.reason),
      });
    } finally {
      setBusy(null);
    }
  };

  /** A field leaving focus is checked on its own; "one of them" waits for Share. */
  const checkField = (field: ContactField) => {
    const error = shareContactErrors({ email, phone })[field];
    setErrors((current) => {
      const { [field]: _dropped, ...rest } = current;
      return error && error !== 'email_or_phone_required' ? { ...rest, [field]: error } : rest;
    });
  };

  const contactField = (field: ContactField, value: string, onChange: (v: string) => void) => {
    const error = errors[field];
    const hint = field === 'phone' ? t('phone_hint') : undefined;
    return (
      <TextField
        label={t(field)}
        type={field === 'email' ? 'email' : 'tel'}
        value={value}
        autoComplete={field === 'email' ? 'email' : 'tel'}
        onChange={(event) => {
          onChange(event.target.value);
          if (error) {
            setErrors((current) => {
              const { [field]: _dropped, ...rest } = current;
              return rest;
            });
          }
        }}
        onBlur={() => {
          checkField(field);
        }}
        error={error !== undefined}
        helperText={error ? translateError(error) : hint}
      />
    );
  };

  const url = link ? shareLinkUrl(window.location.origin, link.id) : null;
  return (
    <>
      <DialogFrame
        title={t(`title_link.${as}`)}
        formId={formId}
        onSubmit={() => void send()}
        onClose={() => {
          close();
        }}
        actions={
          <>
            <Button
              onClick={() => {
                close();
              }}
              sx={{ minHeight: 48 }}
            >
              {tc('actions.cancel')}
            </Button>
            {!link && (
              <Button
                variant="outlined"
                disabled={!isOnline || busy !== null}
                loading={busy === 'create'}
                onClick={() => void create()}
                sx={{ minHeight: 48 }}
              >
                {t('link.create')}
              </Button>
            )}
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={!isOnline || busy !== null}
              loading={busy === 'send'}
              sx={{ minHeight: 48 }}
            >
              {t('submit')}
            </Button>
          </>
        }
      >
        {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
        {transit && <Typography>{t('transit', { number: transit.transit_number })}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {documents.length > 0
            ? t('documents_chosen', { count: documents.length })
            : t('documents_all')}
        </Typography>
        <PartyChoice
          value={as}
          onChange={(value) => {
            choose(() => {
              setAs(value);
            });
          }}
        />
        {as === 'receiver' && receivers.length > 1 && (
          <ReceiverChoice
            receivers={receivers}
            value={shownReceiver ?? ALL_RECEIVERS}
            onChange={(value) => {
              choose(() => {
                setReceiver(value);
              });
            }}
          />
        )}
        {linkError && (
          <Alert severity="error" role="alert">
            {linkError.map(translateError).join(', ')}
          </Alert>
        )}
        {url && (
          <Stack spacing={1}>
            <Typography variant="body2">{t('link.made')}</Typography>
            <CopyLinkField url={url} hint={t('link_hint', { days: SHARE_LINK_DAYS })} />
          </Stack>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {url ? t('link.send_intro') : t('link.intro', { days: SHARE_LINK_DAYS })}
        </Typography>
        {contactField('email', email, setEmail)}
        {contactField('phone', phone, setPhone)}
      </DialogFrame>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.title ?? ''}
        messages={outcome?.messages ?? []}
        onClose={() => {
          const wasSuccess = outcome?.severity === 'success';
          setOutcome(null);
          if (wasSuccess) close();
        }}
      />
    </>
  );
}
