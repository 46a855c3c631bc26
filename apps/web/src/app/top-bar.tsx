import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import type { User } from '@transitdocs/domain';
import { useTranslation } from '../i18n/react.ts';
import { Link, NavLink } from 'react-router';
import { NotificationsBell } from '../features/notifications/notifications-bell.tsx';
import { useIsMobile } from '../ui/responsive-dialog.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { navItemsFor } from './nav-items.ts';
import { ProfileMenu } from './profile-menu.tsx';

/** Logo, links by role, language and profile menu; a drawer replaces the links on phones. */
export function TopBar({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const isMobile = useIsMobile();
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        {isMobile && <MobileDrawer user={user} />}
        <Box
          component={Link}
          to="/documents"
          sx={{ color: 'inherit', textDecoration: 'none', mr: 2 }}
        >
          <Logo />
        </Box>
        {!isMobile && (
          <Box component="nav" aria-label={t('menu.main')} sx={{ display: 'flex', gap: 0.5 }}>
            {navItemsFor(user.role).map((item) => (
              <Button
                key={item.link}
                component={NavLink}
                to={item.to}
                color="inherit"
                sx={{
                  minHeight: 48,
                  '&.active': { boxShadow: 'inset 0 -3px 0 currentColor' },
                }}
              >
                {t(item.labelKey)}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <NotificationsBell />
        <LanguageSwitcher />
        {!isMobile && <ProfileMenu user={user} />}
      </Toolbar>
    </AppBar>
  );
}
