import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@transitdocs/domain';
import { useEffect, useRef, useState } from 'react';
import { AUTOCOMPLETE_NO_OPTIONS } from './debounced-autocomplete.tsx';

/** A record a lookup shows: its id and what the field says for it. */
export type LookupOption = { id: number; label: string };

/** An option of a free-text lookup: what it shows and the record it came from. */
export type FoundOption<T> = LookupOption & { item: T };

export type FreeTextLookupProps<T> = {
  label: string;
  name: string;
  /** The picked record, or null while the field holds typed text. */
  value: LookupOption | null;
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
