import Delete from '@mui/icons-material/Delete';
import FolderOpen from '@mui/icons-material/FolderOpen';
import NotificationImportant from '@mui/icons-material/NotificationImportant';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { whileOnline, type Transit } from '@transitdocs/domain';
import { useCallback, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate, type To } from 'react-router';
import { transitKeys } from '../../api/transits.ts';
import { useOnline } from '../../app/use-online.ts';
import { LIST_ICON_BUTTON_SX } from '../../ui/list/index.ts';
import {
  DOCUMENTS_PATH,
  transitAlertsPath,
  transitDeletePath,
  transitDocumentsLocation,
  transitPreviewPath,
} from './documents-paths.ts';

export type TransitActionKey = 'preview' | 'documents' | 'alert' | 'delete';

export type TransitAction = {
  key: TransitActionKey;
  /** Short label for a menu ("Preview"). */
  label: string;
  /** Label naming the transit, for an icon button ("Preview 2026/000012"). */
  namedLabel: string;
  icon: ReactElement;
  run: () => void;
};

/**
 * The row actions of spec 1 §2: preview, uploaded documents, alert and delete only when the
 * transit's `actions` allow them, and online.
 */
export function useTransitActions(): {
  actionsOf: (transit: Transit) => TransitAction[];
  openTransit: (transit: Transit) => void;
} {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnline = useOnline();

  const go = useCallback(
    (transit: Transit, to: To) => {
      // The transit page shows the row at once (and offline) while it asks for the fresh one.
      queryClient.setQueryData<Transit>(transitKeys.one(transit.id), (old) => old ?? transit);
      // Dialog routes close back to where they were opened from (the transit page's convention).
      void navigate(to, { state: { from: DOCUMENTS_PATH } });
    },
    [navigate, queryClient],
  );

  const openTransit = useCallback(
    (transit: Transit) => {
      go(transit, transitPreviewPath(transit.id));
    },
    [go],
  );

  const actionsOf = useCallback(
    (transit: Transit): TransitAction[] => {
      const number = transit.transit_number;
      const actions: TransitAction[] = [
        {
          key: 'preview',
          label: t('actions.preview'),
          namedLabel: t('actions.preview_named', { number }),
          icon: <Visibility />,
          run: () => {
            go(transit, transitPreviewPath(transit.id));
          },
        },
        {
          key: 'documents',
          label: t('actions.documents'),
          namedLabel: t('actions.documents_named', { number }),
          icon: <FolderOpen />,
          run: () => {
            go(transit, transitDocumentsLocation(transit.id));
          },
        },
      ];
      const allowed = whileOnline(transit.actions, isOnline);
      if (allowed.alert) {
        actions.push({
          key: 'alert',
          label: t('actions.alert'),
          namedLabel: t('actions.alert_named', { number }),
          icon: <NotificationImportant />,
          run: () => {
            go(transit, transitAlertsPath(transit.id));
          },
        });
      }
      if (allowed.delete) {
        actions.push({
          key: 'delete',
          label: t('actions.delete'),
          namedLabel: t('actions.delete_named', { number }),
          icon: <Delete />,
          run: () => {
            go(transit, transitDeletePath(transit.id));
          },
        });
      }
      return actions;
    },
    [t, go, isOnline],
  );

  return { actionsOf, openTransit };
}

/** Every row keeps a place for each action, so an icon sits in the same column on every row. */
const ACTION_ORDER: readonly TransitActionKey[] = ['preview', 'documents', 'alert', 'delete'];

/** The row actions as 48 px icon buttons, each named with the transit number. */
export function TransitActionButtons({ actions }: { actions: readonly TransitAction[] }) {
  return (
    <Box sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      {ACTION_ORDER.map((key) => {
        const action = actions.find((candidate) => candidate.key === key);
        if (!action) {
          return <Box key={key} aria-hidden sx={{ ...LIST_ICON_BUTTON_SX, flexShrink: 0 }} />;
        }
        return (
          <Tooltip key={key} title={action.label}>
            <IconButton
              aria-label={action.namedLabel}
              sx={LIST_ICON_BUTTON_SX}
              onClick={action.run}
              color={key === 'delete' ? 'error' : 'default'}
            >
              {action.icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}

export type ContextMenuTarget = { transit: Transit; top: number; left: number };

/** The right-click menu of a table row: the same actions as the list view's buttons. */
export function TransitContextMenu({
  target,
  actions,
  onClose,
}: {
  target: ContextMenuTarget | null;
  actions: readonly TransitAction[];
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <Menu
      open={target !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={target ? { top: target.top, left: target.left } : { top: 0, left: 0 }}
      slotProps={{
        list: {
          'aria-label': t('context_menu', { number: target?.transit.transit_number ?? '' }),
        },
      }}
    >
      {actions.map((action) => (
        <MenuItem
          key={action.key}
          onClick={() => {
            onClose();
            action.run();
          }}
        >
          <ListItemIcon>{action.icon}</ListItemIcon>
          <ListItemText>{action.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
