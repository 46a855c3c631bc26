import type { Language } from '@transitdocs/domain';
import { useId, type ReactNode } from 'react';

/** Horizontal bands from top to bottom, as shares of the height. */
type Bands = readonly { color: string; share: number }[];

const BANDS: Record<Exclude<Language, 'en-GB'>, Bands> = {
  pl: [
    { color: '#ffffff', share: 1 },
    { color: '#dc143c', share: 1 },
  ],
  uk: [
    { color: '#0057b7', share: 1 },
    { color: '#ffd700', share: 1 },
  ],
  de: [
    { color: '#000000', share: 1 },
    { color: '#dd0000', share: 1 },
    { color: '#ffce00', share: 1 },
  ],
  // The civil flag, without the coat of arms: too small to read at this size.
  es: [
    { color: '#aa151b', share: 1 },
    { color: '#f1bf00', share: 2 },
    { color: '#aa151b', share: 1 },
  ],
};

const WIDTH = 60;
const HEIGHT = 40;

function bandsOf(bands: Bands): ReactNode {
  const total = bands.reduce((sum, band) => sum + band.share, 0);
  let top = 0;
  return bands.map((band, index) => {
    const y = (top / total) * HEIGHT;
    top += band.share;
    return (
      <rect
        key={index}
        x={0}
        y={y}
        width={WIDTH}
        height={(band.share / total) * HEIGHT}
        fill={band.color}
      />
    );
  });
}

/** The Union Flag, drawn on 60x30 and cut to the 3:2 box like the others. */
function UnionFlag({ clipId }: { clipId: string }) {
  return (
    <svg
      x={0}
      y={0}
      width={WIDTH}
      height={HEIGHT}
      viewBox="0 0 60 30"
      preserveAspectRatio="xMidYMid slice"
    >
      <clipPath id={clipId}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width={60} height={30} fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#ffffff" strokeWidth={6} />
      <path
        d="M0,0 L60,30 M60,0 L0,30"
        clipPath={`url(#${clipId})`}
        stroke="#c8102e"
        strokeWidth={4}
      />
      <path d="M30,0 v30 M0,15 h60" stroke="#ffffff" strokeWidth={10} />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth={6} />
    </svg>
  );
}

/**
 * A small drawn flag for an interface language (emoji flags show as letter boxes on Windows and
 * many Linux desktops). Named when `label` is given, otherwise decorative beside its text.
 */
export function LanguageFlag({
  language,
  label,
  size = 20,
}: {
  language: Language;
  label?: string;
  /** Width in px; the height is two thirds of it. */
  size?: number;
}) {
  // Ids of a clip path must be unique in the page and plain enough for `url(#...)`.
  const clipId = `flag-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...naming}
      width={size}
      height={(size * 2) / 3}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      focusable="false"
      style={{ display: 'block', flexShrink: 0, borderRadius: 2 }}
    >
      {language === 'en-GB' ? <UnionFlag clipId={clipId} /> : bandsOf(BANDS[language])}
      {/* A thin edge keeps the white of the Polish flag visible on a white menu. */}
      <rect
        x={1}
        y={1}
        width={WIDTH - 2}
        height={HEIGHT - 2}
        fill="none"
        stroke="rgba(0, 0, 0, 0.25)"
        strokeWidth={2}
      />
    </svg>
  );
}
