import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { mayUser } from '../../app/may-user.ts';
import { useOnline } from '../../app/use-online.ts';
import { useTranslateError } from '../../ui/index.ts';
import { RecordDetailsDialog, type DetailField } from '../cars/record-details-dialog.tsx';
import { clientEditPath } from './client-paths.ts';
import { useClientQuery } from './client-queries.ts';
import { regionName } from './region-name.ts';
import { useBackToList, useListSearch } from './use-back-to-list.ts';

/** `/clients/{id}`: one contractor, read only, with Edit for those who may change them. */
export function ClientDetailsDialog() {
  const { t, i18n } = useTranslation('clients');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const search = useListSearch();
  const back = useBackToList();
  const { user } = useSession();
  const isOnline = useOnline();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const query = useClientQuery(id);
  const client = query.data;
  const fields: DetailField[] = client
    ? [
        { label: t('columns.name'), value: client.name },
        { label: t('columns.tax_number'), value: client.vies ?? (client.nip || client.pesel) },
        {
          label: t('columns.address'),
          value: [client.address, `${client.zip_code} ${client.town}`.trim()]
            .filter(Boolean)
            .join(', '),
        },
        { label: t('columns.country'), value: regionName(client.country, i18n.language) },
        { label: t('columns.phone'), value: client.phone },
        { label: t('form.email'), value: client.email },
        { label: t('form.vat_group'), value: client.vat_group },
        { label: t('form.gt_id'), value: client.gt_id ?? '' },
        {
          label: t('columns.status'),
          value: t(client.is_online ? 'status.online' : 'status.offline'),
        },
      ]
    : [];
  return (
    <RecordDetailsDialog
      title={client?.name ?? t('loading_client')}
      isLoading={query.isPending}
      error={query.isError || !isValidId ? translateError('unable_to_retrieve_client_data') : null}
      fields={fields}
      onClose={() => {
        back();
      }}
      actions={
        client && isOnline && mayUser(user, 'write_contractors') ? (
          <Button
            startIcon={<EditOutlined />}
            onClick={() => void navigate(`${clientEditPath(client.id)}${search}`)}
            sx={{ minHeight: 48 }}
          >
            {t('actions.edit')}
          </Button>
        ) : undefined
      }
    />
  );
}
