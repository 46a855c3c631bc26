import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What an empty list shows: what is missing and what to do next. */
export function EmptyState({
  icon,
  title,
  hint,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
}) {
  return (
    <Box
      role="status"
      sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', maxWidth: 520, mx: 'auto' }}
    >
      <Box aria-hidden sx={{ fontSize: 56, color: 'primary.main', '& svg': { fontSize: 56 } }}>
        {icon}
      </Box>
      <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1 }}>{hint}</Typography>
    </Box>
  );
}
