import LocalShipping from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product mark: a truck and the name. */
export function Logo({ color = 'inherit' }: { color?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color }}>
      <LocalShipping aria-hidden />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.2rem', letterSpacing: 0.3 }}>
        TransitDocs
      </Typography>
    </Box>
  );
}
