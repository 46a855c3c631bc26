import Business from '@mui/icons-material/Business';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import LinkOff from '@mui/icons-material/LinkOff';
import Notifications from '@mui/icons-material/Notifications';
import Verified from '@mui/icons-material/Verified';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import type { Client } from '@transitdocs/domain';
import { mayUser } from '../../app/may-user.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { useOnline } from '../../app/use-online.ts';
import {
  ActiveFiltersLine,
  DataTable,
  LIST_ICON_BUTTON_SX,
  ListStatus,
  ListToolbar,
  PagingBar,
  ToolbarAction,
  type DataTableColumn,
} from '../../ui/list/index.ts';
import { AutoSendStatus } from './auto-send-status.tsx';
import { regionName } from './region-name.ts';
import { clientActiveFilters } from './client-filters.ts';
import {
  CLIENTS_ADD_PATH,
  CLIENTS_NOTIFICATIONS_PATH,
  CLIENTS_PATH,
  CLIENTS_SEARCH_PATH,
  clientDeletePath,
  clientEditPath,
} from './client-paths.ts';
import { useClientsList, usePendingRequestCount } from './client-queries.ts';
import type { ClientsNotice } from './use-back-to-list.ts';

function OnlineStatus({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {client.is_online ? (
        <Verified fontSize="small" color="primary" aria-hidden />
      ) : (
        <LinkOff fontSize="small" sx={{ color: 'text.disabled' }} aria-hidden />
      )}
      {t(client.is_online ? 'status.online' : 'status.offline')}
    </Box>
  );
}

function taxNumber(client: Client): string {
  return client.vies ?? (client.nip || client.pesel || '—');
}

function useColumns(): DataTableColumn<Client>[] {
  const { t, i18n } = useTranslation('clients');
  const { search } = useLocation();
  return useMemo(
    () => [
      {
        key: 'name',
        label: t('columns.name'),
        render: (client) => (
          <Link component={RouterLink} to={`${CLIENTS_PATH}/${String(client.id)}${search}`}>
            {client.name}
          </Link>
        ),
      },
      { key: 'tax', label: t('columns.tax_number'), render: taxNumber },
      {
        key: 'address',
        label: t('columns.address'),
        render: (client) => `${client.address}, ${client.zip_code} ${client.town}`,
      },
      {
        key: 'country',
        label: t('columns.country'),
        render: (client) => regionName(client.country, i18n.language),
      },
      { key: 'phone', label: t('columns.phone'), render: (client) => client.phone || '—' },
      {
        key: 'status',
        label: t('columns.status'),
        render: (client) => (
          <>
            <OnlineStatus client={client} />
            <AutoSendStatus last={client.last_auto_send} />
          </>
        ),
      },
    ],
    [t, i18n.language, search],
  );
}

function NotificationsAction() {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const { search } = useLocation();
  const pending = usePendingRequestCount();
  const count = pending.data ?? 0;
  return (
    <ToolbarAction
      label={count > 0 ? t('actions.notifications_pending', { count }) : t('actions.notifications')}
      icon={<Notifications />}
      badge={(icon) => (
        <Badge badgeContent={count} color="error" max={99}>
          {icon}
        </Badge>
      )}
      onClick={() => void navigate({ pathname: CLIENTS_NOTIFICATIONS_PATH, search })}
    />
  );
}

/** `/clients`: the contractors list with its dialogs as child routes (spec 3 §2). */
export function ClientsPage() {
  const { t, i18n } = useTranslation('clients');
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const isOnline = useOnline();
  const list = useClientsList();
  const columns = useColumns();
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const canWrite = mayUser(user, 'write_contractors');
  const canDelete = mayUser(user, 'delete_contractors');
  const search = location.search;
  const notice = (location.state as { notice?: ClientsNotice } | null)?.notice;

  const openDialog = (pathname: string) => void navigate({ pathname, search });
  const filters = clientActiveFilters(list.filters, {
    vies: t('search.vies'),
    gtId: t('search.gt_id'),
    name: t('search.name'),
    town: t('search.town'),
    country: t('search.country'),
    isOnline: t('search.is_online'),
    yes: t('search.yes'),
    no: t('search.no'),
    countryName: (code) => regionName(code, i18n.language),
  });
  const hasRowActions = isOnline && (canWrite || canDelete);

  return (
    <>
      <ListToolbar
        title={t('title')}
        onRefresh={() => void list.refresh()}
        isRefreshing={list.query.isFetching}
        onSearch={() => {
          openDialog(CLIENTS_SEARCH_PATH);
        }}
        {...(canWrite
          ? {
              onAdd: () => {
                openDialog(CLIENTS_ADD_PATH);
              },
              addLabel: t('actions.add_contractor'),
              isAddDisabled: !isOnline,
            }
          : {})}
        actions={<NotificationsAction />}
      />
      <ActiveFiltersLine filters={filters} onClear={list.clearFilters} />
      <Paper
        variant="outlined"
        // On a phone the rows are cards of their own: no frame around them.
        sx={{
          border: { xs: 'none', sm: 1 },
          borderColor: { sm: 'divider' },
          bgcolor: { xs: 'transparent', sm: 'background.paper' },
        }}
      >
        <ListStatus
          hasOfflineNotice={false}
          isLoading={list.query.isPending}
          isError={list.query.isError}
          isEmpty={list.rows.length === 0}
          empty={{
            icon: <Business />,
            title: t(filters.length > 0 ? 'empty_filtered_title' : 'empty_title'),
            hint: t(filters.length > 0 ? 'empty_filtered_hint' : 'empty_hint'),
          }}
        >
          <DataTable
            label={t('table_label')}
            columns={columns}
            rows={list.rows}
            getRowId={(client) => client.id}
            {...(hasRowActions
              ? {
                  rowActions: (client: Client) => (
                    <>
                      {canWrite && (
                        <IconButton
                          aria-label={t('actions.edit_named', { name: client.name })}
                          title={t('actions.edit')}
                          sx={LIST_ICON_BUTTON_SX}
                          onClick={() => {
                            openDialog(clientEditPath(client.id));
                          }}
                        >
                          <Edit />
                        </IconButton>
                      )}
                      {canDelete && (
                        <IconButton
                          aria-label={t('actions.delete_named', { name: client.name })}
                          title={t('actions.delete')}
                          sx={LIST_ICON_BUTTON_SX}
                          onClick={() => {
                            openDialog(clientDeletePath(client.id));
                          }}
                        >
                          <Delete />
                        </IconButton>
                      )}
                    </>
                  ),
                }
              : {})}
          />
        </ListStatus>
        <PagingBar count={list.count} page={list.page} onPageChange={list.setPage} />
      </Paper>
      <Snackbar
        open={notice !== undefined && dismissedKey !== location.key}
        autoHideDuration={4000}
        onClose={() => {
          setDismissedKey(location.key);
        }}
        message={notice ? t(`notice.${notice}`) : ''}
      />
      <Outlet />
    </>
  );
}
