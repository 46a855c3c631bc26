import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HANDOVER_PATH, type Transit } from '@transitdocs/domain';
import { useEffect, useId, useRef } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { documentKeys, listDocuments } from '../../api/documents.ts';
import { useTranslation } from '../../i18n/react.ts';
import { startHandover } from '../handover/handover-api.ts';
import { QrCode } from '../inspection/qr-code.tsx';
import { useNotifications } from '../notifications/notifications-provider.tsx';
import { driverSignTarget } from './driver-party.ts';

/** The code in two groups of four, as it is read out and typed. */
function grouped(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Refetches the documents when the notifications socket comes back: a signature made while the
 * driver's phone was offline shows without a reload.
 */
function useRefetchOnReconnect(refetch: () => unknown): void {
  const { state } = useNotifications();
  const wasConnected = useRef(state.connected);
  useEffect(() => {
    if (state.connected && !wasConnected.current) void refetch();
    wasConnected.current = state.connected;
  }, [state.connected, refetch]);
}

type Props = { transit: Transit; receiverId: number; onClose: () => void };

/**
 * The driver's card's hand-over: a QR code and a short code that
 * open, on the receiver's own phone, his link for this document; the dialog turns to "signed by
 * receiver" when the signature's notification arrives (docs/decisions/0124-receiver-hand-over.md).
 * Loaded only when opened, so the QR encoder stays out of the card's bundle.
 */
export function HandoverDialog({ transit, receiverId, onClose }: Props) {
  const { t } = useTranslation('transit_page');
  const { t: te } = useTranslation('errors');
  const titleId = useId();
  const documents = useQuery({
    queryKey: documentKeys.list(transit.id),
    queryFn: () => listDocuments(transit.id),
  });
  useRefetchOnReconnect(documents.refetch);
  const start = useMutation({
    mutationFn: (documentId: number) => startHandover(documentId, receiverId),
  });
  // The document of the code once there is one: the card's target moves on after the signature.
  const documentId =
    start.data?.document ??
    (documents.data ? driverSignTarget(transit, documents.data)?.documentId : undefined);
  const document = documents.data?.find((doc) => doc.id === documentId);
  const signed =
    document?.signed_by.some(
      (signature) =>
        signature.signed_by_type === 'receiver' && signature.receiver_id === receiverId,
    ) ?? false;
  const asked = useRef(false);
  const canHandOver = document?.actions.handover_receiver === true;
  // One code per opening of the dialog, asked for as soon as the document is known.
  useEffect(() => {
    if (!document || !canHandOver || asked.current) return;
    asked.current = true;
    start.mutate(document.id);
  }, [document, canHandOver, start]);

  const refusal =
    document && !canHandOver && !signed ? (document.refusals?.handover_receiver ?? null) : null;
  const failure =
    start.error instanceof ApiError ? (start.error.allMessages()[0] ?? 'server_error') : null;
  const handover = start.data;
  const shortAddress = `${window.location.host}${HANDOVER_PATH}`;

  let body;
  if (signed) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
        <CheckCircle color="success" sx={{ fontSize: 72 }} aria-hidden />
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }} data-testid="handover-signed">
          {t('driver_view.handover.signed')}
        </Typography>
      </Stack>
    );
  } else if (refusal) {
    body = <Alert severity="info">{te(refusal)}</Alert>;
  } else if (failure || start.isError || documents.isError) {
    body = (
      <Alert severity="error" role="alert">
        {te(failure ?? 'network_error')}
      </Alert>
    );
  } else if (!handover) {
    body = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('driver_view.handover.preparing')} />
      </Box>
    );
  } else {
    const until = new Date(handover.expires_at).toLocaleTimeString([], {
      hour: '2-digit',
      minute: '2-digit',
    });
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography>{t('driver_view.handover.scan')}</Typography>
        <Box sx={{ width: '100%', maxWidth: 260 }}>
          <QrCode text={handover.url} label={t('driver_view.handover.qr_label')} />
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('driver_view.handover.or_type', { address: shortAddress })}
        </Typography>
        <Typography
          data-testid="handover-code"
          aria-label={t('driver_view.handover.code_label')}
          sx={{
            fontFamily: 'monospace',
            fontSize: '2.2rem',
            fontWeight: 700,
            letterSpacing: '0.1em',
          }}
        >
          {grouped(handover.code)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('driver_view.handover.valid_until', { time: until })}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{t('driver_view.handover.waiting')}</Typography>
        </Stack>
      </Stack>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('driver_view.handover.title')}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {t('driver_view.handover.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
