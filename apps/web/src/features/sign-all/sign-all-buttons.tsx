import DoneAll from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { SignAllStop } from '@transitdocs/domain';
import { lazy, Suspense, useState } from 'react';
import { useOnline } from '../../app/use-online.ts';
import { useTranslation } from '../../i18n/react.ts';
import {
  listLinkSignAllStops,
  listSignAllStops,
  signAllKeys,
  type SignAllLink,
} from './sign-all-api.ts';

// The pad and the PDF viewer come with the walk only.
const SignAllDialog = lazy(async () => ({
  default: (await import('./sign-all-dialog.tsx')).SignAllDialog,
}));

export type SignAllButtonsProps = {
  transitId: number;
  /** who signs the carrier's box: the driver on his card, else the carrier */
  carrierAs: 'carrier' | 'driver';
  /** a share link's visitor (its boxes and its one-time code), else the signed-in user */
  link?: SignAllLink;
};

function StopButton({ stop, onOpen }: { stop: SignAllStop; onOpen: () => void }) {
  const { t } = useTranslation('signing');
  const party =
    stop.slot === 'receiver'
      ? t('sign_all.party_receiver', { name: stop.receiver_name ?? '' })
      : t(`sign_all.party_${stop.slot}`);
  return (
    <Button
      variant="contained"
      startIcon={<DoneAll />}
      onClick={onOpen}
      sx={{ minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' }}
    >
      {t('sign_all.button', { count: stop.documents.length, party })}
    </Button>
  );
}

/**
 * "Sign all (N)" for each box where the server says the caller may sign two or more documents
 * of the transit now (GET all-transit/{id}/sign-all/); nothing otherwise, and nothing offline.
 */
export function SignAllButtons({ transitId, carrierAs, link }: SignAllButtonsProps) {
  const isOnline = useOnline();
  const stops = useQuery({
    queryKey: signAllKeys.stops(transitId, link?.api.token ?? null),
    queryFn: () => (link ? listLinkSignAllStops(link.api) : listSignAllStops(transitId)),
    enabled: isOnline && !Number.isNaN(transitId),
  });
  const [open, setOpen] = useState<SignAllStop | null>(null);
  const offered = isOnline ? (stops.data?.stops ?? []) : [];
  if (offered.length === 0 && !open) return null;
  return (
    <Suspense fallback={null}>
      <Stack spacing={1} data-testid="sign-all">
        {offered.map((stop) => (
          <StopButton
            key={`${stop.slot}-${String(stop.receiver_id)}`}
            stop={stop}
            onOpen={() => {
              setOpen(stop);
            }}
          />
        ))}
      </Stack>
      {open && (
        <SignAllDialog
          transitId={transitId}
          stop={open}
          carrierAs={carrierAs}
          {...(link ? { link } : {})}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </Suspense>
  );
}
