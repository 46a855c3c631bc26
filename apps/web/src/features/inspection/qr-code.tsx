import Box from '@mui/material/Box';
// The same encoder the server prints its PDF codes with; its `browser` build has no Node parts.
import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so a scanner finds its edges. */
const QUIET_ZONE = 4;

/** The dark modules of `text` as one SVG path of unit squares. */
function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        parts.push(`M${String(column + QUIET_ZONE)} ${String(row + QUIET_ZONE)}h1v1h-1z`);
      }
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/**
 * A QR code drawn as SVG: sharp at any size, black on white whatever the screen's colours, and
 * drawn without a canvas (works the same in every browser and in tests).
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      shapeRendering="crispEdges"
      sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: '#ffffff' }}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </Box>
  );
}
