import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { TRANSIT_STATUSES, TRANSIT_TYPES, VIES_COUNTRIES } from '@transitdocs/domain';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { Navigate, useNavigate } from 'react-router';
import { seesOnlyDrivenTransits } from '../../app/driver-scope.ts';
import { useSession } from '../../app/session.tsx';
import { FormDateField, FormSelect, FormTextField, type SelectOption } from '../../ui/index.ts';
import { DebouncedAutocomplete, SearchDialog, useListFilters } from '../../ui/list/index.ts';
import { useDocumentsListState } from './documents-list-state.ts';
import { DOCUMENTS_LIST_NAME, DOCUMENTS_PATH } from './documents-paths.ts';
import { findContractors, findEmployees } from './filter-lookups.ts';
import {
  TransitSearchForm,
  filtersToSearchForm,
  searchFormToFilters,
  type Picked,
} from './transit-filters.ts';

type DateName = 'createdAt' | 'loadingDate' | 'unloadingDate';

/** A typed yyyy-MM-dd date with a Monday-first calendar, whatever the browser's locale. */
function DateFilter({
  control,
  name,
  label,
}: {
  control: Control<TransitSearchForm>;
  name: DateName;
  label: string;
}) {
  return <FormDateField control={control} name={name} label={label} />;
}

/**
 * A native select whose label stays above: "Any" (the empty value) is a choice to show, not a
 * placeholder to write the label over.
 */
function FilterSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<TransitSearchForm>;
  name: 'transitType' | 'transitStatus';
  label: string;
  options: readonly SelectOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          select
          label={label}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

function PickedAutocomplete({
  control,
  name,
  label,
  fetchOptions,
}: {
  control: Control<TransitSearchForm>;
  name: 'client' | 'employee';
  label: string;
  fetchOptions: (text: string) => Promise<NonNullable<Picked>[]>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DebouncedAutocomplete<NonNullable<Picked>>
          label={label}
          name={name}
          value={field.value}
          onChange={field.onChange}
          fetchOptions={fetchOptions}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
        />
      )}
    />
  );
}

/** `/documents/search`: the transit filters of spec 1 §3, with Clear filters. */
export function TransitSearchDialog() {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const { user, token } = useSession();
  const { filters, setFilters, clearFilters } = useListFilters(DOCUMENTS_LIST_NAME);
  const { setPage } = useDocumentsListState(token);
  const { control, handleSubmit } = useForm<TransitSearchForm>({
    resolver: zodResolver(TransitSearchForm),
    defaultValues: filtersToSearchForm(filters),
  });
  // The driver view has no filters.
  if (!user || seesOnlyDrivenTransits(user)) return <Navigate to={DOCUMENTS_PATH} replace />;

  // New filters show their first page.
  const close = () => void navigate(DOCUMENTS_PATH);
  const search = handleSubmit((form) => {
    setFilters(searchFormToFilters(form));
    setPage(1);
    close();
  });

  return (
    <SearchDialog
      title={t('search.title')}
      onClose={close}
      onSubmit={(event) => void search(event)}
      onClear={() => {
        clearFilters();
        setPage(1);
        close();
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          pt: 1,
        }}
      >
        <PickedAutocomplete
          control={control}
          name="client"
          label={t('search.client')}
          fetchOptions={findContractors}
        />
        <PickedAutocomplete
          control={control}
          name="employee"
          label={t('search.employee')}
          fetchOptions={findEmployees}
        />
        <FormTextField
          control={control}
          name="transitNumber"
          label={t('search.transit_number')}
          maxLength={100}
        />
        <DateFilter control={control} name="createdAt" label={t('search.created_at')} />
        <DateFilter control={control} name="loadingDate" label={t('search.loading_date')} />
        <DateFilter control={control} name="unloadingDate" label={t('search.unloading_date')} />
        <FilterSelect
          control={control}
          name="transitType"
          label={t('search.transit_type')}
          options={[
            { value: '', label: t('search.any') },
            ...TRANSIT_TYPES.map((type) => ({
              value: type,
              label: t(`common:transit_type.${type}`),
            })),
          ]}
        />
        <FilterSelect
          control={control}
          name="transitStatus"
          label={t('search.transit_status')}
          options={[
            { value: '', label: t('search.any') },
            ...TRANSIT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
          ]}
        />
        <FormTextField control={control} name="loadingPlace" label={t('search.loading_place')} />
        <FormTextField
          control={control}
          name="unloadingPlace"
          label={t('search.unloading_place')}
        />
        <FormTextField
          control={control}
          name="vehicleNumber"
          label={t('search.vehicle_number')}
          maxLength={20}
        />
        <FormTextField
          control={control}
          name="driverFullName"
          label={t('search.driver_full_name')}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '6.5rem 1fr', gap: 1 }}>
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
      </Box>
    </SearchDialog>
  );
}
