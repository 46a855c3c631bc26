import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Footer } from '../../app/footer.tsx';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { Logo } from '../../app/logo.tsx';
import { OfflineBanner } from '../../app/offline-banner.tsx';

/** Frame of the public screens: logo, language switcher, one card, footer credit. */
export function AuthLayout({
  title,
  children,
  width = 440,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <OfflineBanner />
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', px: { xs: 2, sm: 3 }, py: 1 }}
      >
        <Logo color="primary.main" />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher color="primary" />
      </Box>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          justifyContent: 'center',
          px: { xs: 0, sm: 2 },
          py: { xs: 1, sm: 4 },
        }}
      >
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: width,
            alignSelf: 'flex-start',
            p: { xs: 2, sm: 4 },
            border: { xs: 'none', sm: '1px solid' },
            borderColor: { sm: 'divider' },
          }}
        >
          <Typography variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
