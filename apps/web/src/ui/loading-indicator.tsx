import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A named spinner in the middle of the space a screen's content will take: shown from the first
 * frame while that content loads, so a wait never looks like a blank page.
 */
export function LoadingIndicator({
  label,
  minHeight = 160,
}: {
  label: string;
  /** A number is px; a whole page passes `'100vh'`. */
  minHeight?: number | string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight, py: 2 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
