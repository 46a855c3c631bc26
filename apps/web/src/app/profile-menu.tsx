import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { headerName, type User } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/react.ts';
import { Link } from 'react-router';
import { profileItemsFor } from './profile-items.ts';

/** The header name (company for a primary Admin) opening the profile menu. */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => {
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ minHeight: 48, maxWidth: 260 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {headerName(user)}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {profileItemsFor(user).map((item) => (
          <MenuItem key={item.key} component={Link} to={item.to} onClick={close}>
            {t(item.labelKey)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
