import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';

/** Icon buttons of the lists: 48 px on every screen, for gloved fingers as for mice. */
export const LIST_ICON_BUTTON_SX = { width: 48, height: 48 } as const;

export type ToolbarActionProps = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Shown over the icon, e.g. a `Badge` count; the label should say the count too. */
  badge?: (icon: ReactNode) => ReactNode;
};

/** A labelled icon button for the toolbar (the label is its accessible name and tooltip). */
export function ToolbarAction({
  label,
  icon,
  onClick,
  disabled = false,
  badge,
}: ToolbarActionProps) {
  const button = (
    <IconButton aria-label={label} onClick={onClick} disabled={disabled} sx={LIST_ICON_BUTTON_SX}>
      {badge ? badge(icon) : icon}
    </IconButton>
  );
  if (disabled) return button;
  return <Tooltip title={label}>{button}</Tooltip>;
}

export type ListToolbarProps = {
  title: string;
  onRefresh: () => void;
  onSearch?: () => void;
  onAdd?: () => void;
  /** Overrides the add button's name, e.g. "Add contractor". */
  addLabel?: string;
  isAddDisabled?: boolean;
  isRefreshing?: boolean;
  /** Further actions (use `ToolbarAction`), placed before refresh. */
  actions?: ReactNode;
};

/** Title of a list with its actions: extra ones, refresh, search and add. */
export function ListToolbar(props: ListToolbarProps) {
  const { title, onRefresh, onSearch, onAdd, addLabel, actions } = props;
  const { isAddDisabled = false, isRefreshing = false } = props;
  const { t } = useTranslation('lists');
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
      role="toolbar"
      aria-label={t('toolbar.label', { title })}
    >
      <Typography variant="h1" sx={{ flexGrow: 1, mr: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        {actions}
        <ToolbarAction
          label={t('actions.refresh')}
          icon={<Refresh />}
          onClick={onRefresh}
          disabled={isRefreshing}
        />
        {onSearch && (
          <ToolbarAction label={t('actions.search')} icon={<Search />} onClick={onSearch} />
        )}
        {onAdd && (
          <ToolbarAction
            label={addLabel ?? t('actions.add')}
            icon={<Add />}
            onClick={onAdd}
            disabled={isAddDisabled}
          />
        )}
      </Box>
    </Box>
  );
}
