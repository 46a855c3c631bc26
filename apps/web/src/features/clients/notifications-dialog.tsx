import Check from '@mui/icons-material/Check';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import DoNotDisturb from '@mui/icons-material/DoNotDisturb';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LIST_PAGE_SIZE, type Invitation } from '@transitdocs/domain';
import { mayUser } from '../../app/may-user.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import type { InvitationSide } from '../../api/invitations.ts';
import { ApiError } from '../../api/http.ts';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import { ConfirmDialog, formatDate, ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { PagingBar } from '../../ui/list/index.ts';
import { useAnswerInvitationMutation, useInvitations } from './client-queries.ts';
import { useBackToList } from './use-back-to-list.ts';

const STATUS_ICONS = {
  pending: <HourglassEmpty />,
  accepted: <CheckCircle />,
  rejected: <DoNotDisturb />,
} as const;

function otherParty(invitation: Invitation, side: InvitationSide): string {
  if (side === 'received') return invitation.sender.name;
  return invitation.receiver?.name ?? invitation.receiver_unregistered ?? '—';
}

function otherVies(invitation: Invitation, side: InvitationSide): string | null {
  return side === 'received' ? invitation.sender.vies : (invitation.receiver?.vies ?? null);
}

type Answer = { invitation: Invitation; status: 'accepted' | 'rejected' };

function InvitationSection({
  side,
  onAnswer,
  isAnswering,
}: {
  side: InvitationSide;
  onAnswer: (answer: Answer) => void;
  isAnswering: boolean;
}) {
  const { t } = useTranslation('clients');
  const { user } = useSession();
  const isOnline = useOnline();
  const [page, setPage] = useState(1);
  const query = useInvitations(side, page);
  const headingId = useId();
  const canAnswer = side === 'received' && mayUser(user, 'answer_invitations');
  const rows = query.data?.results ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t(`notifications.${side}`)}
      </Typography>
      {query.isPending ? (
        <Skeleton variant="rounded" height={64} aria-label={t('notifications.loading')} />
      ) : query.isError ? (
        <Alert severity="error">{t('notifications.load_error')}</Alert>
      ) : rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t(`notifications.${side}_empty`)}</Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {rows.map((invitation) => {
            const name = otherParty(invitation, side);
            const vies = otherVies(invitation, side);
            return (
              <ListItem
                key={invitation.id}
                divider
                sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              >
                <ListItemText
                  primary={name}
                  secondary={[vies, formatDate(invitation.created_at)].filter(Boolean).join(' · ')}
                  sx={{ flex: '1 1 12rem' }}
                />
                <Chip
                  icon={STATUS_ICONS[invitation.status]}
                  label={t(`status.${invitation.status}`)}
                  size="small"
                  variant="outlined"
                  color={invitation.status === 'accepted' ? 'success' : 'default'}
                />
                {canAnswer && invitation.status === 'pending' && (
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    <Button
                      variant="contained"
                      startIcon={<Check />}
                      disabled={!isOnline || isAnswering}
                      aria-label={t('notifications.accept_from', { name })}
                      onClick={() => {
                        onAnswer({ invitation, status: 'accepted' });
                      }}
                      sx={{ minHeight: 40 }}
                    >
                      {t('notifications.accept')}
                    </Button>
                    <Button
                      variant="outlined"
                      color="error"
                      disabled={!isOnline || isAnswering}
                      aria-label={t('notifications.reject_from', { name })}
                      onClick={() => {
                        onAnswer({ invitation, status: 'rejected' });
                      }}
                      sx={{ minHeight: 40 }}
                    >
                      {t('notifications.reject')}
                    </Button>
                  </Box>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
      {(query.data?.count ?? 0) > LIST_PAGE_SIZE && (
        <PagingBar count={query.data?.count} page={page} onPageChange={setPage} />
      )}
    </Box>
  );
}

/**
 * `/clients/notifications`: received invitations (accept at once, reject after a yes/no
 * question) and sent ones with their status; closing returns to /clients.
 */
export function NotificationsDialog() {
  const { t } = useTranslation('clients');
  const { t: tCommon } = useTranslation('common');
  const back = useBackToList();
  const titleId = useId();
  const answer = useAnswerInvitationMutation();
  const [toReject, setToReject] = useState<Invitation | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);

  const send = async ({ invitation, status }: Answer) => {
    try {
      await answer.mutateAsync({ id: invitation.id, status });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.allMessages() : []);
    } finally {
      setToReject(null);
    }
  };

  const close = () => {
    back();
  };
  return (
    <>
      <ResponsiveDialog open onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 8 }}>
          {t('notifications.title')}
        </DialogTitle>
        <IconButton
          aria-label={tCommon('actions.close')}
          onClick={close}
          sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <InvitationSection
            side="received"
            isAnswering={answer.isPending}
            onAnswer={(next) => {
              if (next.status === 'rejected') setToReject(next.invitation);
              else void send(next);
            }}
          />
          <InvitationSection side="sent" isAnswering={false} onAnswer={() => undefined} />
        </DialogContent>
      </ResponsiveDialog>
      <ConfirmDialog
        open={toReject !== null}
        title={t('notifications.reject_title')}
        message={t('notifications.reject_question', { name: toReject?.sender.name ?? '' })}
        confirmLabel={t('notifications.yes')}
        isBusy={answer.isPending}
        onConfirm={() => {
          if (toReject) void send({ invitation: toReject, status: 'rejected' });
        }}
        onCancel={() => {
          setToReject(null);
        }}
      />
      {failure && (
        <ResultDialog
          open
          severity="error"
          title={t('notifications.answer_failed')}
          messages={failure}
          onClose={() => {
            setFailure(null);
          }}
        />
      )}
    </>
  );
}
