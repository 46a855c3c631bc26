import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@transitdocs/domain';
import { useEffect, useRef, useState } from 'react';
import { useController, type Control, type FieldPathByValue } from 'react-hook-form';
import { searchClients } from '../../api/clients.ts';
import { searchPeople } from '../../api/transit-form.ts';
import { useTranslateError } from '../../ui/index.ts';
import { AUTOCOMPLETE_NO_OPTIONS, DebouncedAutocomplete } from '../../ui/list/index.ts';
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

async function fetchPeople(text: string): Promise<RefOption[]> {
  return (await searchPeople(text)).map((person) => ({
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

/** The person autocomplete (`employee/?name=`). */
export function PersonLookupField(props: LookupFieldProps<RefOption>) {
  const { control, name, label, disabled } = props;
  const { field, fieldState } = useController({ control, name });
  const translateError = useTranslateError();
  const message = fieldState.error?.message;
  return (
    <DebouncedAutocomplete<RefOption>
      name={name}
      label={label}
      value={field.value}
      onChange={field.onChange}
      fetchOptions={fetchPeople}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      disabled={disabled}
      error={Boolean(message)}
      helperText={message ? translateError(message) : undefined}
    />
  );
}

/** An option of a free-text lookup: what it shows and the record it came from. */
export type FoundOption<T> = RefOption & { item: T };

export type FreeTextLookupProps<T> = {
  label: string;
  name: string;
  /** The picked record, or null while the field holds typed text. */
  value: RefOption | null;
  text: string;
  onPick: (item: T | null) => void;
  onType: (text: string) => void;
  fetchOptions: (text: string) => Promise<FoundOption<T>[]>;
  disabled?: boolean;
  errorText?: string;
  helperText?: string;
};

/**
 * An autocomplete that also keeps what was typed when nothing is picked (a driver or vehicle
 * from outside the system). The typed text is never cleared on blur; options come 300 ms after
 * typing stops, and an empty answer says 'Nie znaleziono'.
 */
export function FreeTextLookup<T>(props: FreeTextLookupProps<T>) {
  const { label, name, value, text, onPick, onType, fetchOptions, disabled } = props;
  const { errorText, helperText } = props;
  const [isOpen, setOpen] = useState(false);
  const [options, setOptions] = useState<FoundOption<T>[]>([]);
  const [isLoading, setLoading] = useState(false);
  const fetchRef = useRef(fetchOptions);
  const inputText = value ? value.label : text;

  useEffect(() => {
    fetchRef.current = fetchOptions;
  }, [fetchOptions]);

  useEffect(() => {
    if (!isOpen) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      setLoading(true);
      fetchRef.current(value ? '' : text.trim()).then(
        (found) => {
          if (!isCurrent) return;
          setOptions(found);
          setLoading(false);
        },
        () => {
          if (!isCurrent) return;
          setOptions([]);
          setLoading(false);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [isOpen, text, value]);

  const selected: FoundOption<T> | null = value
    ? (options.find((option) => option.id === value.id) ?? null)
    : null;

  return (
    <Autocomplete<FoundOption<T>>
      value={selected ?? (value as FoundOption<T> | null)}
      onChange={(_event, next) => {
        onPick(next ? next.item : null);
      }}
      inputValue={inputText}
      onInputChange={(_event, next, reason) => {
        // Only the person's own typing changes the text; MUI's resets would wipe it.
        if (reason === 'input') onType(next);
        if (reason === 'clear') onType('');
      }}
      open={isOpen}
      onOpen={() => {
        setOpen(true);
      }}
      onClose={() => {
        setOpen(false);
      }}
      options={options}
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={isLoading}
      noOptionsText={AUTOCOMPLETE_NO_OPTIONS}
      clearOnBlur={false}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(errorText)}
          helperText={errorText ?? helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {isLoading && <CircularProgress color="inherit" size={20} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
