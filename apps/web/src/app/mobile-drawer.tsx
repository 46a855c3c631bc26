import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { headerName, type User } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { NavLink } from 'react-router';
import { navItemsFor } from './nav-items.ts';
import { profileItemsFor } from './profile-items.ts';

/** Below 600 px the links and the profile menu live in a drawer. */
export function MobileDrawer({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  const items = [...navItemsFor(user.role), ...profileItemsFor(user)];
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('menu.open')}
        onClick={() => {
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer open={isOpen} onClose={close}>
        <Box component="nav" aria-label={t('menu.main')} sx={{ width: 280 }}>
          <Typography sx={{ px: 2, py: 2, fontWeight: 600 }}>{headerName(user)}</Typography>
          <Divider />
          <List>
            {items.map((item, index) => (
              <Box key={'link' in item ? item.link : item.key}>
                {index === navItemsFor(user.role).length && <Divider />}
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  onClick={close}
                  sx={{ minHeight: 48 }}
                >
                  <ListItemText primary={t(item.labelKey)} />
                </ListItemButton>
              </Box>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}
