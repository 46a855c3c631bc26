import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpen from '@mui/icons-material/LockOpen';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonAdd from '@mui/icons-material/PersonAdd';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@transitdocs/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { listEmployees, patchUser } from '../../api/employees.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResultDialog } from '../../ui/index.ts';
import {
  DataTable,
  LIST_ICON_BUTTON_SX,
  ListStatus,
  PagingBar,
  listQueryKey,
  useListQuery,
  type DataTableColumn,
} from '../../ui/list/index.ts';
import {
  ACCOUNTS_LIST,
  ADD_ACCOUNT_PATH,
  accountEditPath,
  accountPreviewPath,
} from './accounts-paths.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { ROLES_WITH_ANY, accountName } from './account-labels.ts';

const fetchEmployeePage = (queryString: string) => listEmployees(queryString);

function RowAction(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  const button = (
    <IconButton
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      sx={LIST_ICON_BUTTON_SX}
    >
      {props.icon}
    </IconButton>
  );
  return props.disabled ? button : <Tooltip title={props.label}>{button}</Tooltip>;
}

/** The filter row of the accounts list: role at once, names on Enter or "Filter". */
function AccountFilters(props: {
  filters: Record<string, string>;
  setFilters: (filters: Record<string, string>) => void;
}) {
  const { t } = useTranslation('accounts');
  const [firstName, setFirstName] = useState(props.filters.first_name ?? '');
  const [lastName, setLastName] = useState(props.filters.last_name ?? '');
  const role = props.filters.user_role ?? '';
  const apply = (next: { user_role?: string }) => {
    props.setFilters({
      user_role: next.user_role ?? role,
      first_name: firstName.trim(),
      last_name: lastName.trim(),
    });
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('list.filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0, sm: 1 }}
      sx={{ alignItems: { sm: 'center' }, mb: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <TextField
        id="accounts-role-filter"
        select
        label={t('list.role_filter')}
        value={role}
        onChange={(event) => {
          apply({ user_role: event.target.value });
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        {ROLES_WITH_ANY.map((value) => (
          <option key={value} value={value}>
            {value === '' ? t('list.any_role') : t(`roles.${value}`)}
          </option>
        ))}
      </TextField>
      <TextField
        id="accounts-first-name-filter"
        label={t('list.first_name_filter')}
        value={firstName}
        onChange={(event) => {
          setFirstName(event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        id="accounts-last-name-filter"
        label={t('list.last_name_filter')}
        value={lastName}
        onChange={(event) => {
          setLastName(event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 48, mt: { xs: 1, sm: 0.5 } }}>
        {t('list.filter')}
      </Button>
    </Stack>
  );
}

/** Accounts: the company's sub-accounts, 10 a page, with preview, edit, block and delete. */
export function AccountsTab() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const list = useListQuery<Employee>({ name: ACCOUNTS_LIST, fetchPage: fetchEmployeePage });
  const [toDelete, setToDelete] = useState<Employee | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [blockFailure, setBlockFailure] = useState<string[] | null>(null);
  const blocking = useMutation({
    mutationFn: (employee: Employee) =>
      patchUser(employee.user.id, { is_active: !employee.user.is_active }),
    onSuccess: async (updated) => {
      setNotice(updated.is_active ? t('list.unblocked') : t('list.blocked'));
      await queryClient.invalidateQueries({ queryKey: listQueryKey(ACCOUNTS_LIST) });
    },
    onError: (error) => {
      setBlockFailure(error instanceof ApiError ? error.allMessages() : ['network_error']);
    },
  });

  const columns: DataTableColumn<Employee>[] = [
    { key: 'name', label: t('list.name'), render: (employee) => accountName(employee) },
    {
      key: 'role',
      label: t('fields.role'),
      render: (employee) => t(`roles.${employee.user.role}`),
    },
    { key: 'email', label: t('fields.email'), render: (employee) => employee.user.email ?? '—' },
    { key: 'phone', label: t('fields.phone'), render: (employee) => employee.user.phone ?? '—' },
    {
      key: 'status',
      label: t('list.status'),
      render: (employee) => (
        <Chip
          size="small"
          variant="outlined"
          color={employee.user.is_active ? 'success' : 'warning'}
          label={employee.user.is_active ? t('list.active') : t('list.blocked_status')}
        />
      ),
    },
  ];

  const rowActions = (employee: Employee) => {
    const name = accountName(employee);
    return (
      <>
        <RowAction
          label={t('list.preview', { name })}
          icon={<VisibilityOutlined />}
          onClick={() => void navigate(accountPreviewPath(employee.id))}
        />
        {isOnline && (
          <RowAction
            label={t('list.edit', { name })}
            icon={<EditOutlined />}
            onClick={() => void navigate(accountEditPath(employee.id))}
          />
        )}
        {isOnline && employee.actions?.block === true && (
          <RowAction
            label={
              employee.user.is_active ? t('list.block', { name }) : t('list.unblock', { name })
            }
            icon={employee.user.is_active ? <Block /> : <LockOpen />}
            disabled={blocking.isPending}
            onClick={() => {
              blocking.mutate(employee);
            }}
          />
        )}
        {isOnline && employee.actions?.delete === true && (
          <RowAction
            label={t('list.delete', { name })}
            icon={<DeleteOutlined />}
            onClick={() => {
              setToDelete(employee);
            }}
          />
        )}
      </>
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button
          variant="contained"
          startIcon={<PersonAdd />}
          disabled={!isOnline}
          onClick={() => void navigate(ADD_ACCOUNT_PATH)}
          sx={{ minHeight: 48 }}
        >
          {t('list.add')}
        </Button>
      </Box>
      <AccountFilters filters={list.filters} setFilters={list.setFilters} />
      <ListStatus
        isLoading={list.query.isPending}
        isError={list.query.isError}
        isEmpty={list.rows.length === 0}
        empty={{
          icon: <PeopleOutlined />,
          title: t('list.empty_title'),
          hint: t('list.empty_hint'),
        }}
      >
        <DataTable
          label={t('list.label')}
          columns={columns}
          rows={list.rows}
          getRowId={(employee) => employee.id}
          rowActions={rowActions}
        />
      </ListStatus>
      <PagingBar count={list.count} page={list.page} onPageChange={list.setPage} />
      {toDelete && (
        <DeleteAccountDialog
          employee={toDelete}
          onDone={() => {
            setToDelete(null);
          }}
        />
      )}
      <ResultDialog
        open={blockFailure !== null}
        severity="error"
        title={t('list.block_failed')}
        messages={blockFailure ?? []}
        onClose={() => {
          setBlockFailure(null);
        }}
      />
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={4000}
        onClose={() => {
          setNotice(null);
        }}
      />
    </Box>
  );
}
