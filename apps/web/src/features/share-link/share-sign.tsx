import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { refusedAsFinished } from '@transitdocs/domain';
import { Link } from 'react-router';
import { useOnline } from '../../app/use-online.ts';
import { useTranslation } from '../../i18n/react.ts';
import { useRouteNumber } from '../documents-modal/use-documents.ts';
import { SignFlow } from '../signing/sign-flow.tsx';
import { SigningBody } from '../signing/signing-body.tsx';
import { slotStatesOf } from '../signing/slot-states.ts';
import { useLinkSigner, type LinkSignerOptions } from './link-signer.tsx';
import { useShareLink, useSharedTransit } from './share-link-context.tsx';
import { sharePreviewPath } from './share-link-paths.ts';
import { LinkReservations } from './share-reservations.tsx';

function LinkSignFlow(props: LinkSignerOptions & { onCancel: () => void }) {
  const signer = useLinkSigner(props);
  return (
    <SignFlow
      document={props.document}
      slot={props.slot}
      signer={signer}
      onCancel={props.onCancel}
    />
  );
}

/**
 * `/share/:token/:documentId/sign`: the signing body as a page of the link, signed by the
 * identity given for the link with a one-time code sent to where the link was sent.
 */
export function ShareSignPage() {
  const { t } = useTranslation('share_link');
  const { t: ts } = useTranslation('signing');
  const { token, api } = useShareLink();
  const data = useSharedTransit().data;
  const documentId = useRouteNumber('documentId');
  const isOnline = useOnline();
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
  // Only the link's party's boxes take a signature; the others are read-only.
  const block = !isOnline
    ? 'offline'
    : refusedAsFinished(document.refusals)
      ? 'finished'
      : slotStatesOf(document).some((state) => state.isSignable)
        ? null
        : 'nothing';
  const transitId = data.transit.id;

  return (
    <SigningBody
      document={document}
      signerKind="link"
      layout="page"
      header={back}
      block={block && { severity: 'warning', text: t(`sign.blocked_${block}`) }}
      // The consignee records what is wrong with the goods before he signs box 24.
      before={isOnline ? <LinkReservations transitId={transitId} document={document} /> : null}
      offersSign
      choosesOnlyBox
      loadPdf={async (id) => (await api.documentFile(id, 'download')).blob}
      renderFlow={({ slot, placement, onCancel }) => (
        <LinkSignFlow
          transitId={transitId}
          document={document}
          slot={slot}
          placement={placement}
          onCancel={onCancel}
        />
      )}
    />
  );
}
