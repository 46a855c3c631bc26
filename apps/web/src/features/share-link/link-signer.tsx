import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  generatedCodeOf,
  isEmptyPhone,
  PHONE_DEFAULT_PREFIX,
  SHARE_SIGN_CODE_LENGTH,
  shareContactErrors,
  type DocumentResponse,
  type ShareSignCodeResponse,
  type SignSlot,
} from '@transitdocs/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';
import type { PdfPageClick } from '../../ui/pdf/index.ts';
import { regionName } from '../clients/region-name.ts';
import { EMPTY_PERSON, toSignatureData } from '../signing/person-data.ts';
import type { Signer, SignerStep } from '../signing/signer.ts';
import { shareLinkKeys } from './share-link-api.ts';
import { useShareLink } from './share-link-context.tsx';
import { sharePreviewPath } from './share-link-paths.ts';
import { fetchLinkReceivers, sendLinkSignCode, signThroughLink } from './share-sign-api.ts';
import { useRefreshLink } from './use-link-data.ts';

const CODE_STEP = 'code';
const CODE_PATTERN = new RegExp(`^\\d{${String(SHARE_SIGN_CODE_LENGTH)}}$`);

export type LinkSignerOptions = {
  transitId: number;
  document: DocumentResponse;
  slot: SignSlot;
  placement: PdfPageClick | null;
};

type Address = { email: string; phone: string };

/**
 * The holder of a share link: a one-time code, sent to where the link was sent (or to an
 * address given here when the link was passed on by hand), confirms them; they sign under the
 * identity they gave for the link.
 */
export function useLinkSigner(options: LinkSignerOptions): Signer {
  const { transitId, document, slot, placement } = options;
  const { t } = useTranslation('share_link');
  const { t: ts } = useTranslation('signing');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const refresh = useRefreshLink();
  const { token, api, identity } = useShareLink();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sent, setSent] = useState<ShareSignCodeResponse | null>(null);
  const [isSendingCode, setIsSendingCode] = useState(false);
  // A wrong code asks for the code again, never for a new drawing.
  const [isDrawingKept, setIsDrawingKept] = useState(false);
  const [needsAddress, setNeedsAddress] = useState(false);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState(PHONE_DEFAULT_PREFIX);
  const [addressErrors, setAddressErrors] = useState<Partial<Record<keyof Address, string>>>({});

  // A link for all receivers sends the code to the receiver picked before this step.
  const sendCode = async (receiverId: number | null) => {
    setCodeError(null);
    let address: Address | null = null;
    if (needsAddress) {
      const checked = shareContactErrors({ email, phone });
      setAddressErrors(checked);
      if (Object.keys(checked).length > 0) return;
      address = { email: email.trim(), phone: isEmptyPhone(phone) ? '' : phone.trim() };
    }
    setIsSendingCode(true);
    try {
      setSent(await sendLinkSignCode(api, document.id, address, receiverId));
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
      setCodeError(messages[0] ?? 'server_error');
    } finally {
      setIsSendingCode(false);
    }
  };

  const addressField = (field: keyof Address, value: string, set: (v: string) => void) => (
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

  const codeStep: SignerStep = {
    id: CODE_STEP,
    title: t('sign.step_code'),
    content: (flow) => (
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
            onClick={() => void sendCode(flow.receiverId)}
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
            setCodeError(null);
          }}
          error={codeError !== null}
          helperText={codeError ? translateError(codeError) : undefined}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
          }}
        />
      </Stack>
    ),
    leave: () => {
      if (CODE_PATTERN.test(code.trim())) return true;
      setCodeError('code_invalid');
      return false;
    },
  };

  return {
    kind: 'link',
    receivers: {
      queryKey: shareLinkKeys.receivers(token),
      load: () => fetchLinkReceivers(api, transitId),
    },
    titles: { receiver: t('sign.step_receiver'), pad: t('sign.step_pad') },
    stepsBefore: [codeStep],
    stepsAfter: [],
    resume: null,
    keptStrokes: null,
    padNotice: null,
    submitLabel: ts('flow.sign'),
    submitInstead: null,
    submit: async (drawn) => {
      // The signer is the identity given for the link; the landing asks for it first.
      if (!identity) return { kind: 'retry', step: 'pad' };
      const person = {
        ...EMPTY_PERSON,
        sign_fullname: `${identity.first_name} ${identity.last_name}`,
        sign_company_name: identity.company_name,
      };
      const checked = toSignatureData(person, 'sms', (country) => regionName(country, 'en'));
      if ('errors' in checked) throw new ApiError(400, checked.errors);
      try {
        await signThroughLink(
          api,
          {
            document: document.id,
            transit: transitId,
            documentKind: generatedCodeOf(document.type) === null ? 'file' : 'json',
            signedByType: slot,
            receiverId: drawn.receiverId,
            signatureData: checked.data,
            signature: drawn.png,
            placement,
            code,
            location: drawn.location,
          },
          identity,
        );
      } catch (error) {
        const refused = error instanceof ApiError ? error.fieldErrors().code?.[0] : undefined;
        if (!refused) throw error;
        // A wrong or spent code: back to the code, where a new one can be asked for.
        setCodeError(refused);
        setIsDrawingKept(true);
        return { kind: 'retry', step: CODE_STEP };
      }
      await refresh();
      return { kind: 'signed' };
    },
    fallbackError: NETWORK_ERROR,
    afterSigned: () => {
      void navigate(`${sharePreviewPath(token)}?go_to_doc=${String(document.id)}`);
    },
    queuedDialog: () => null,
  };
}
