import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@transitdocs/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** What an empty autocomplete says, in Polish in every language (spec 3 §5). */
export const AUTOCOMPLETE_NO_OPTIONS = 'Nie znaleziono';

export type DebouncedAutocompleteProps<T> = {
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Asks the server for options matching the typed text. */
  fetchOptions: (text: string, signal: AbortSignal) => Promise<readonly T[]>;
  getOptionLabel: (option: T) => string;
  isOptionEqualToValue?: (option: T, value: T) => boolean;
  /** Fewer typed characters than this fetch nothing (0: the first options on opening). */
  minChars?: number;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
};

/**
 * A labelled autocomplete whose options come from the server, asked AUTOCOMPLETE_DEBOUNCE_MS
 * after the last keystroke; an empty answer shows 'Nie znaleziono'.
 */
export function DebouncedAutocomplete<T>(props: DebouncedAutocompleteProps<T>) {
  const { label, value, onChange, fetchOptions, getOptionLabel, isOptionEqualToValue } = props;
  const { minChars = 0, name, required, disabled, error, helperText } = props;
  const [isOpen, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<readonly T[]>([]);
  const [isLoading, setLoading] = useState(false);
  const fetchRef = useRef(fetchOptions);

  useEffect(() => {
    fetchRef.current = fetchOptions;
  }, [fetchOptions]);

  useEffect(() => {
    if (!isOpen || text.trim().length < minChars) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      fetchRef.current(text.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          // A failed lookup is like an empty one for the person typing (spec 3 §8: swallowed).
          setOptions([]);
          setLoading(false);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isOpen, text, minChars]);

  return (
    <Autocomplete<T>
      value={value}
      onChange={(_event, next) => {
        onChange(next);
      }}
      inputValue={text}
      onInputChange={(_event, next) => {
        setText(next);
      }}
      open={isOpen}
      onOpen={() => {
        setOpen(true);
      }}
      onClose={() => {
        setOpen(false);
      }}
      options={options}
      // The server filters; showing its answer as it is.
      filterOptions={(found) => found}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={isOptionEqualToValue}
      loading={isLoading}
      noOptionsText={AUTOCOMPLETE_NO_OPTIONS}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
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
