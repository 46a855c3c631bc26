import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../ui/index.ts';
import { SearchDialog, useListFilters } from '../../ui/list/index.ts';
import {
  DRIVERS_LIST,
  DRIVERS_PATH,
  toDriversFilters,
  type DriversFilters,
} from './drivers-filters.ts';

/** `/drivers/search`: person name, vehicle number and vehicle name. */
export function DriversSearchDialog() {
  const { t } = useTranslation('fleet');
  const navigate = useNavigate();
  const { filters, setFilters, clearFilters } = useListFilters(DRIVERS_LIST);
  const { control, handleSubmit } = useForm<DriversFilters>({
    defaultValues: toDriversFilters(filters),
  });
  const backToList = () => void navigate(DRIVERS_PATH);

  return (
    <SearchDialog
      title={t('drivers_search.title')}
      onClose={backToList}
      onSubmit={handleSubmit((values) => {
        setFilters({
          search: values.search.trim(),
          vehicle_number: values.vehicle_number.trim(),
          vehicle_name: values.vehicle_name.trim(),
        });
        backToList();
      })}
      onClear={() => {
        clearFilters();
        backToList();
      }}
    >
      <FormTextField
        control={control}
        name="search"
        label={t('drivers_search.person')}
        maxLength={500}
        autoFocus
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="vehicle_number"
        label={t('drivers_search.vehicle_number')}
        maxLength={20}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="vehicle_name"
        label={t('drivers_search.vehicle_name')}
        maxLength={20}
        autoComplete="off"
      />
    </SearchDialog>
  );
}
