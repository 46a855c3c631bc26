import { searchAttachableVehicles, searchDrivers } from '../../api/fleet.ts';
import { DebouncedAutocomplete } from '../../ui/list/index.ts';
import { driverLabel, type RelatedOption } from './vehicle-form.ts';

async function fetchVehicles(text: string): Promise<RelatedOption[]> {
  const page = await searchAttachableVehicles(text);
  return page.results.map((vehicle) => ({ id: vehicle.id, label: vehicle.number }));
}

async function fetchDrivers(text: string): Promise<RelatedOption[]> {
  const page = await searchDrivers(text);
  return page.results.map((driver) => ({ id: driver.id, label: driverLabel(driver.user) }));
}

export type RelatedAutocompleteProps = {
  kind: 'vehicle' | 'driver';
  label: string;
  value: RelatedOption | null;
  onChange: (value: RelatedOption | null) => void;
  errorText?: string;
  helperText?: string;
  disabled?: boolean;
};

/**
 * The vehicle form's related field: vehicles a trailer can hang on (`vehicle/not_trailer/`,
 * `is_not_attached=true`) or drivers (`driver/`), looked up 300 ms after typing stops.
 */
export function RelatedAutocomplete(props: RelatedAutocompleteProps) {
  const { kind, label, value, onChange, errorText, helperText, disabled } = props;
  return (
    <DebouncedAutocomplete<RelatedOption>
      name={kind === 'vehicle' ? 'attached_vehicle' : 'driver'}
      label={label}
      value={value}
      onChange={onChange}
      fetchOptions={kind === 'vehicle' ? fetchVehicles : fetchDrivers}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      disabled={disabled}
      error={Boolean(errorText)}
      helperText={errorText ?? helperText}
    />
  );
}
