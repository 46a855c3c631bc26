import { VEHICLE_SEARCH_TYPES } from '@transitdocs/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { FormSelect, FormTextField } from '../../ui/index.ts';
import { SearchDialog, useListFilters } from '../../ui/list/index.ts';
import { CARS_LIST, CARS_PATH } from './cars-paths.ts';
import { STATUS_FILTERS, toCarsFilters, type CarsFilters } from './cars-filters.ts';

/** `/cars/search`: number, driver name, availability and type; a search starts at page 1. */
export function CarsSearchDialog() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const { filters, setFilters, clearFilters } = useListFilters(CARS_LIST);
  const { control, handleSubmit } = useForm<CarsFilters>({ defaultValues: toCarsFilters(filters) });
  const backToList = () => void navigate(CARS_PATH);

  return (
    <SearchDialog
      title={t('search.title')}
      onClose={backToList}
      onSubmit={handleSubmit((values) => {
        setFilters({ ...values, number: values.number.trim(), search: values.search.trim() });
        backToList();
      })}
      onClear={() => {
        clearFilters();
        backToList();
      }}
    >
      <FormTextField
        control={control}
        name="number"
        label={t('search.number')}
        maxLength={20}
        autoFocus
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="search"
        label={t('search.driver_name')}
        maxLength={500}
        autoComplete="off"
      />
      <FormSelect
        control={control}
        name="status"
        label={t('search.status')}
        options={[
          { value: '', label: t('search.any') },
          ...STATUS_FILTERS.map((value) => ({
            value,
            label: t(`availability.${value.toLowerCase()}`),
          })),
        ]}
      />
      <FormSelect
        control={control}
        name="type"
        label={t('search.type')}
        options={[
          { value: '', label: t('search.any') },
          ...VEHICLE_SEARCH_TYPES.map(({ value, label }) => ({ value, label })),
        ]}
      />
    </SearchDialog>
  );
}
