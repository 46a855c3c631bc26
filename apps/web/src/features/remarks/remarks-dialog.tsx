import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TEXT_MAX,
  TEXT_AREA_MAX_ROWS,
  TEXT_AREA_MIN_ROWS,
  REMARK_TYPES,
  type DocumentListResponse,
  type DocumentRemark,
  type DocumentResponse,
  type RemarkType,
} from '@transitdocs/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { documentKeys } from '../../api/documents.ts';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { LoadingIndicator } from '../../ui/loading-indicator.tsx';
import { documentsModalPath } from '../documents-modal/documents-modal-paths.ts';
import {
  useDocumentsQuery,
  useRefreshDocuments,
  useRouteNumber,
  useRouteTransitId,
} from '../documents-modal/use-documents.ts';
import { hasDeviceKeySupport } from '../offline-signing/device-key.ts';
import { enqueue } from '../offline-signing/queue.ts';
import { requestBackgroundSync } from '../offline-signing/queue-sync.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { RemarkThread } from './remark-thread.tsx';
import { addRemark, type NewRemark } from './remarks-api.ts';
import { resizePhotoToPng } from './resize-photo.ts';

const REMARK_ACTION = {
  pickup: 'remark_pickup',
  delivery: 'remark_delivery',
} as const satisfies Record<RemarkType, keyof DocumentResponse['actions']>;

/**
 * Why a remark of `type` cannot be added, as the server's refusal key (a finished transit,
 * remarks closed by the signatures, another party's kind), or null when the document's
 * `actions` allow it. An answer without `refusals` (an older server) gets the general key.
 */
export function remarkLockFor(document: DocumentResponse, type: RemarkType): string | null {
  const action = REMARK_ACTION[type];
  if (document.actions[action]) return null;
  return document.refusals?.[action] ?? 'remark_not_allowed';
}

/** The tab shown first: pick-up while it is open, else delivery when that is. */
export function firstOpenType(document: DocumentResponse): RemarkType {
  return remarkLockFor(document, 'pickup') !== null && remarkLockFor(document, 'delivery') === null
    ? 'delivery'
    : 'pickup';
}

export type RemarkFormProps = {
  document: DocumentResponse;
  type: RemarkType;
  transitId: number;
  /** Another way to post (a share link's); the company's document-remark/ by default. */
  send?: (remark: NewRemark) => Promise<DocumentRemark>;
  /** Replaces the company list's update after a remark was added (a share link's own data). */
  onAdded?: (remark: DocumentRemark) => Promise<void>;
};

/** The message box and photo picker of one remark kind, disabled with the reason when locked. */
export function RemarkForm({ document, type, transitId, send, onAdded }: RemarkFormProps) {
  const { t } = useTranslation('remarks');
  const { t: tc } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const { t: to } = useTranslation('offline_signing');
  const isOnline = useOnline();
  const { user } = useSession();
  // Offline, the company's remark is kept on the phone and sent later, in order
  // (docs/decisions/0043-offline-signing-on-the-phone.md).
  const canQueue = send === undefined && user !== null && hasDeviceKeySupport();
  const queryClient = useQueryClient();
  const refresh = useRefreshDocuments();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const lock = remarkLockFor(document, type);

  const sending = useMutation({
    // Not paused offline by the query client: offline the remark goes to the phone's queue.
    networkMode: 'always',
    mutationFn: async (): Promise<DocumentRemark | null> => {
      const resized = await Promise.all(photos.map(resizePhotoToPng));
      if (!navigator.onLine && canQueue) {
        await enqueue({
          kind: 'remark',
          itemId: crypto.randomUUID(),
          userId: user.id,
          transitId,
          documentId: document.id,
          capturedAt: new Date().toISOString(),
          remarkType: type,
          message,
          photos: resized,
        });
        void requestBackgroundSync();
        return null;
      }
      return (send ?? addRemark)({ document: document.id, type, message, photos: resized });
    },
    onSuccess: async (remark: DocumentRemark | null) => {
      if (remark === null) {
        setConfirmation(to('queued_text'));
        setMessage('');
        setPhotos([]);
        return;
      }
      // Every upload ends with a word that it arrived (the photos are the slow part).
      setConfirmation(
        remark.files.length > 0
          ? t('added_with_photos', { photos: remark.files.length })
          : t('added'),
      );
      if (onAdded) {
        setMessage('');
        setPhotos([]);
        await onAdded(remark);
        return;
      }
      // The new remark joins the thread at once; the list is then read again.
      queryClient.setQueryData<DocumentListResponse>(documentKeys.list(transitId), (list) =>
        list?.map((doc) =>
          doc.id === document.id ? { ...doc, remarks: [...doc.remarks, remark] } : doc,
        ),
      );
      setMessage('');
      setPhotos([]);
      await refresh();
    },
    onError: (error) => {
      const server = error instanceof ApiError ? error.allMessages() : [];
      setFailure([t('add_failed'), ...server]);
    },
  });

  const isEmpty = message.trim() === '' && photos.length === 0;
  const isDisabled = lock !== null || (!isOnline && !canQueue) || sending.isPending;
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
    setPhotos((current) => [...current, ...picked]);
    setConfirmation(null);
    event.target.value = '';
  };

  return (
    <Box
      component="form"
      aria-label={t(`form.${type}`)}
      onSubmit={(event) => {
        event.preventDefault();
        // Not sent when both the text and the photos are empty (spec 2 §5).
        if (!isEmpty && !isDisabled) sending.mutate();
      }}
    >
      <Stack spacing={1.5}>
        {lock !== null && <Alert severity="info">{te(lock)}</Alert>}
        {lock === null && !isOnline && (
          <Alert severity="info">{canQueue ? to('screen_note_remark') : tc('offline')}</Alert>
        )}
        {confirmation !== null && (
          <Alert
            severity="success"
            role="status"
            onClose={() => {
              setConfirmation(null);
            }}
          >
            {confirmation}
          </Alert>
        )}
        <TextField
          label={t('message')}
          multiline
          minRows={TEXT_AREA_MIN_ROWS}
          maxRows={TEXT_AREA_MAX_ROWS}
          value={message}
          disabled={isDisabled}
          onChange={(event) => {
            setMessage(event.target.value);
            setConfirmation(null);
          }}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
        />
        {photos.length > 0 && (
          <Box
            component="ul"
            aria-label={t('chosen_photos')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {photos.map((photo, index) => (
              <Box
                component="li"
                key={`${photo.name}-${String(index)}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  pl: 1.5,
                  borderRadius: 4,
                  bgcolor: 'action.selected',
                }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {photo.name}
                </Typography>
                <IconButton
                  aria-label={t('remove_photo', { name: photo.name })}
                  disabled={sending.isPending}
                  onClick={() => {
                    setPhotos((current) => current.filter((_, i) => i !== index));
                  }}
                  sx={{ width: 48, height: 48 }}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AddPhotoAlternate />}
            disabled={isDisabled}
            sx={{ minHeight: 48 }}
          >
            {t('add_photos')}
            <input type="file" accept="image/*" multiple hidden onChange={pick} />
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            type="submit"
            variant="contained"
            disabled={isDisabled || isEmpty}
            loading={sending.isPending}
            sx={{ minHeight: 48 }}
          >
            {t('submit')}
          </Button>
        </Box>
      </Stack>
      <ResultDialog
        open={failure !== null}
        severity="error"
        title={t('error_title')}
        messages={failure ?? []}
        onClose={() => {
          setFailure(null);
        }}
      />
    </Box>
  );
}

/**
 * `/documents/:id/:documentId/remarks`: the document's pick-up and delivery remarks (spec 2 §2,
 * §4): the thread with photos, and a form for a new remark while the remark rules allow it.
 */
export function RemarksDialog() {
  const { t } = useTranslation('remarks');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransitId();
  const documentId = useRouteNumber('documentId');
  const close = useReturnTo(documentsModalPath(id));
  const titleId = useId();
  const tabsId = useId();
  const query = useDocumentsQuery(id);
  const document = query.data?.find((doc) => doc.id === documentId);
  const [chosenType, setChosenType] = useState<RemarkType | null>(null);
  const type = chosenType ?? (document ? firstOpenType(document) : 'pickup');
  const remarks = document?.remarks.filter((remark) => remark.type === type) ?? [];
  const countOf = (kind: RemarkType) =>
    document?.remarks.filter((remark) => remark.type === kind).length ?? 0;

  return (
    <ResponsiveDialog
      open
      maxWidth="sm"
      onClose={() => {
        close();
      }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {document ? t('title_with_name', { name: document.name }) : t('title')}
      </DialogTitle>
      <DialogContent dividers>
        {document ? (
          <Stack spacing={2}>
            <Tabs
              value={type}
              onChange={(_, value: RemarkType) => {
                setChosenType(value);
              }}
              aria-label={t('kinds')}
              variant="fullWidth"
            >
              {REMARK_TYPES.map((kind) => (
                <Tab
                  key={kind}
                  value={kind}
                  id={`${tabsId}-${kind}`}
                  aria-controls={`${tabsId}-${kind}-panel`}
                  label={t(`kind.${kind}`, { count: countOf(kind) })}
                  sx={{ minHeight: 48 }}
                />
              ))}
            </Tabs>
            <Stack
              spacing={2}
              role="tabpanel"
              id={`${tabsId}-${type}-panel`}
              aria-labelledby={`${tabsId}-${type}`}
            >
              <RemarkThread remarks={remarks} label={t(`thread.${type}`)} />
              <RemarkForm key={type} document={document} type={type} transitId={id} />
            </Stack>
          </Stack>
        ) : query.isError || query.data ? (
          <Alert severity="error" role="alert">
            {t('load_failed')}
          </Alert>
        ) : (
          <LoadingIndicator label={t('loading')} minHeight={96} />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            close();
          }}
          sx={{ minHeight: 48 }}
        >
          {tc('actions.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
