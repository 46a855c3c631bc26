import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { VIES_COUNTRIES } from '@transitdocs/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { FormSelect, FormTextField } from '../../ui/index.ts';
import { SearchDialog, useListFilters } from '../../ui/list/index.ts';
import { countryOptions } from '../auth/country-options.ts';
import { ClientSearchForm, filtersToSearchForm, searchFormToFilters } from './client-filters.ts';
import { CLIENTS_LIST_NAME, CLIENTS_PATH } from './client-paths.ts';
import { useBackToList } from './use-back-to-list.ts';

/** `/clients/search`: vies (prefix + number), GT id, name, town, country, in the product. */
export function ClientSearchDialog() {
  const { t, i18n } = useTranslation('clients');
  const navigate = useNavigate();
  const back = useBackToList();
  const { filters, setFilters, clearFilters } = useListFilters(CLIENTS_LIST_NAME);
  const { control, handleSubmit } = useForm<ClientSearchForm>({
    resolver: zodResolver(ClientSearchForm),
    defaultValues: filtersToSearchForm(filters),
  });
  // New filters show their first page: back to the list without `?page=`.
  const toFirstPage = () => void navigate(CLIENTS_PATH);

  const search = handleSubmit((form) => {
    setFilters(searchFormToFilters(form));
    toFirstPage();
  });

  return (
    <SearchDialog
      title={t('search.title')}
      onClose={() => {
        back();
      }}
      onSubmit={(event) => void search(event)}
      onClear={() => {
        clearFilters();
        toFirstPage();
      }}
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, columnGap: 2 }}
      >
        <FormSelect
          control={control}
          name="viesCountry"
          label={t('search.vies_country')}
          options={VIES_COUNTRIES.map((prefix) => ({ value: prefix, label: prefix }))}
        />
        <FormTextField
          control={control}
          name="viesNumber"
          label={t('search.vies_number')}
          maxLength={15}
        />
      </Box>
      <FormTextField
        control={control}
        name="gtId"
        label={t('search.gt_id')}
        maxLength={12}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="name" label={t('search.name')} />
      <FormTextField control={control} name="town" label={t('search.town')} />
      <FormSelect
        control={control}
        name="country"
        label={t('search.country')}
        options={[{ value: '', label: t('search.any') }, ...countryOptions(i18n.language)]}
      />
      <FormSelect
        control={control}
        name="isOnline"
        label={t('search.is_online')}
        options={[
          { value: '', label: t('search.any') },
          { value: 'true', label: t('search.yes') },
          { value: 'false', label: t('search.no') },
        ]}
      />
    </SearchDialog>
  );
}
