import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudOff from '@mui/icons-material/CloudOff';
import ErrorIcon from '@mui/icons-material/Error';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { uilText, type EftiInspectionResponse } from '@transitdocs/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDateTime } from '../../ui/date-time.ts';
import type { ViewTexts } from './inspection-values.ts';
import { QrCode } from './qr-code.tsx';
import { SUNLIGHT_GREY } from './sunlight-theme.ts';

/** Where the copy on screen comes from and whether the phone keeps it. */
export type SavedState = 'saving' | 'saved' | 'not_saved' | 'offline_copy' | 'unreachable_copy';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago" in the view's language. */
export function ageText(readAt: string, now: number, texts: ViewTexts): string {
  const elapsed = Math.max(0, now - Date.parse(readAt));
  const format = new Intl.RelativeTimeFormat(texts.language, { numeric: 'auto' });
  const [unit, size] = UNITS.find(([, ms], index) => elapsed >= ms * (index === 0 ? 2 : 1)) ?? [
    'minute',
    60_000,
  ];
  return format.format(-Math.floor(elapsed / size), unit);
}

/** The current time, moved on every minute: the copy's age keeps up while the view is open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 60_000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}

function SavedLine({
  state,
  readAt,
  texts,
}: {
  state: SavedState;
  readAt: string;
  texts: ViewTexts;
}) {
  const time = formatDateTime(readAt) || readAt;
  const age = ageText(readAt, useNow(), texts);
  const lines: Record<SavedState, { icon: ReactNode; text: string; color?: string }> = {
    saving: { icon: <Sync />, text: texts.t('saved.saving') },
    saved: { icon: <CheckCircle />, text: texts.t('saved.saved', { time }), color: 'success.main' },
    not_saved: { icon: <ErrorIcon />, text: texts.t('saved.not_saved'), color: 'error.main' },
    offline_copy: { icon: <CloudOff />, text: texts.t('saved.offline_copy', { time, age }) },
    unreachable_copy: {
      icon: <CloudOff />,
      text: `${texts.t('saved.offline_copy', { time, age })} ${texts.t('saved.server_unreachable')}`,
    },
  };
  const line = lines[state];
  return (
    <Box
      role="status"
      data-testid="inspection-saved"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        fontWeight: 700,
        color: line.color ?? 'text.primary',
        '& svg': { fontSize: 28, flexShrink: 0 },
      }}
    >
      {line.icon}
      <Typography component="span" sx={{ fontWeight: 700, color: 'inherit' }}>
        {line.text}
      </Typography>
    </Box>
  );
}

function UilPanel({ answer, texts }: { answer: EftiInspectionResponse; texts: ViewTexts }) {
  const { uil } = answer;
  if (!uil) {
    return (
      <Box
        component="section"
        aria-label={texts.t('uil.heading')}
        sx={{ border: '3px solid #000000', borderRadius: 1, p: 2 }}
      >
        <Typography sx={{ fontWeight: 700 }}>{texts.t('uil.not_connected')}</Typography>
      </Box>
    );
  }
  const text = uilText(uil);
  const parts = [
    { label: texts.t('uil.gate'), value: uil.gate_id },
    { label: texts.t('uil.platform'), value: uil.platform_id },
    { label: texts.t('uil.dataset'), value: uil.dataset_id },
  ];
  return (
    <Box component="section" aria-label={texts.t('uil.heading')} sx={{ textAlign: 'center' }}>
      <Typography variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {texts.t('uil.heading')}
      </Typography>
      <Box sx={{ width: 'min(100%, 340px)', mx: 'auto', border: '3px solid #000000' }}>
        <QrCode text={text} label={texts.t('uil.qr_label', { uil: text })} />
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          textAlign: 'left',
          maxWidth: 480,
          mx: 'auto',
        }}
      >
        {parts.map((part) => (
          <Box key={part.label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 800 }}>
              {part.label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontFamily: '"DejaVu Sans Mono", "Roboto Mono", Consolas, monospace',
                fontSize: '1.2rem',
                fontWeight: 700,
                overflowWrap: 'anywhere',
              }}
            >
              {part.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5, color: SUNLIGHT_GREY }}>{texts.t('uil.hint')}</Typography>
    </Box>
  );
}

/** Transit number, the data set's status, whether the phone keeps the copy, and the UIL. */
export function InspectionIdentity({
  answer,
  texts,
  savedState,
}: {
  answer: EftiInspectionResponse;
  texts: ViewTexts;
  savedState: SavedState;
}) {
  const { transit, efti } = answer;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{texts.t('transit_number')}</Typography>
          <Typography
            variant="h2"
            component="p"
            data-testid="inspection-transit-number"
            sx={{ fontSize: '2.25rem', overflowWrap: 'anywhere' }}
          >
            {transit.transit_number}
          </Typography>
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{texts.t('dataset_status')}</Typography>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
            {texts.t(`status.${efti.status}`)}
          </Typography>
          {efti.status === 'draft' && efti.missing.length > 0 && (
            <Typography sx={{ fontWeight: 700 }}>
              {texts.t('missing', { count: efti.missing.length })}
            </Typography>
          )}
        </Box>
        <SavedLine state={savedState} readAt={answer.read_at} texts={texts} />
      </Box>
      <UilPanel answer={answer} texts={texts} />
    </Box>
  );
}
