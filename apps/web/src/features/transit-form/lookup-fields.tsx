import { useController, type Control, type FieldPathByValue } from 'react-hook-form';
import { searchClients } from '../../api/clients.ts';
import { searchPeople } from '../../api/transit-form.ts';
import { useTranslateError } from '../../ui/index.ts';
import { DebouncedAutocomplete } from '../../ui/list/index.ts';
import {
  clientOptionOf,
  personLabel,
  type ClientOption,
  type RefOption,
  type TransitFormValues,
} from './transit-form-values.ts';

async function fetchClients(text: string): Promise<ClientOption[]> {
  return (await searchClients(text)).map(clientOptionOf);
}

async function fetchPeople(text: string, companyVies?: string): Promise<RefOption[]> {
  return (await searchPeople(text, companyVies)).map((person) => ({
    id: person.id,
    label: personLabel(person),
  }));
}

type LookupFieldProps<V> = {
  control: Control<TransitFormValues>;
  name: FieldPathByValue<TransitFormValues, V | null>;
  label: string;
  disabled?: boolean;
  /** Replaces the plain store of the choice (auto-fill rules). */
  onPick?: (value: V | null) => void;
};

/** The contractor autocomplete (`client/all_clients/?search=`). */
export function ClientLookupField(props: LookupFieldProps<ClientOption>) {
  const { control, name, label, disabled, onPick } = props;
  const { field, fieldState } = useController({ control, name });
  const translateError = useTranslateError();
  const message = fieldState.error?.message;
  return (
    <DebouncedAutocomplete<ClientOption>
      name={name}
      label={label}
      value={field.value}
      onChange={(next) => {
        if (onPick) onPick(next);
        else field.onChange(next);
      }}
      fetchOptions={fetchClients}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? translateError(message) : undefined}
    />
  );
}

/**
 * The person autocomplete (`employee/?name=`); with `companyVies`, the people of that connected
 * company.
 */
export function PersonLookupField(props: LookupFieldProps<RefOption> & { companyVies?: string }) {
  const { control, name, label, disabled, companyVies } = props;
  const { field, fieldState } = useController({ control, name });
  const translateError = useTranslateError();
  const message = fieldState.error?.message;
  return (
    <DebouncedAutocomplete<RefOption>
      name={name}
      label={label}
      value={field.value}
      onChange={field.onChange}
      fetchOptions={(text) => fetchPeople(text, companyVies)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? translateError(message) : undefined}
    />
  );
}
