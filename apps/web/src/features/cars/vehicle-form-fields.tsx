import TextField from '@mui/material/TextField';
import { VEHICLE_TYPES } from '@transitdocs/domain';
import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormTextField, useTranslateError } from '../../ui/index.ts';
import { RelatedAutocomplete } from './related-autocomplete.tsx';
import { relatedKind, type VehicleFormValues } from './vehicle-form.ts';

type VehicleFormFieldsProps = {
  control: Control<VehicleFormValues>;
  setValue: UseFormSetValue<VehicleFormValues>;
  disabled?: boolean;
};

/** Number, type and the related field, which is a vehicle or a driver by type (spec 3 §4). */
export function VehicleFormFields({ control, setValue, disabled = false }: VehicleFormFieldsProps) {
  const { t } = useTranslation('fleet');
  const translateError = useTranslateError();
  const type = useController({ name: 'type', control });
  const related = useController({ name: 'related', control });
  const kind = relatedKind(type.field.value);
  const typeError = type.fieldState.error?.message;
  const relatedError = related.fieldState.error?.message;

  return (
    <>
      <FormTextField
        control={control}
        name="number"
        id="vehicle-number"
        label={t('form.number')}
        required
        autoFocus
        disabled={disabled}
        maxLength={20}
        transform={(value) => value.toUpperCase()}
        autoComplete="off"
      />
      <TextField
        id="vehicle-type"
        label={t('form.type')}
        select
        required
        disabled={disabled}
        name={type.field.name}
        inputRef={type.field.ref}
        value={type.field.value}
        onChange={(event) => {
          const next = event.target.value as VehicleFormValues['type'];
          // A trailer hangs on a vehicle, the rest have a driver: the old choice no longer fits.
          if (relatedKind(next) !== kind) setValue('related', null);
          type.field.onChange(next);
        }}
        onBlur={type.field.onBlur}
        error={Boolean(typeError)}
        helperText={typeError ? translateError(typeError) : undefined}
        slotProps={{ select: { native: true }, inputLabel: { required: false, shrink: true } }}
      >
        <option value="">{t('form.choose_type')}</option>
        {VEHICLE_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`types.${value}`)}
          </option>
        ))}
      </TextField>
      {kind === null ? (
        <TextField
          id="vehicle-related"
          label={t('form.related')}
          disabled
          value=""
          helperText={t('form.choose_type_first')}
          // The hint says what to do, so it stays readable although the field is disabled.
          slotProps={{
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
      ) : (
        <RelatedAutocomplete
          // A new kind is a new field: its typed text and options start afresh.
          key={kind}
          kind={kind}
          label={kind === 'vehicle' ? t('form.attached_vehicle') : t('form.driver')}
          value={related.field.value}
          onChange={related.field.onChange}
          disabled={disabled}
          errorText={relatedError ? translateError(relatedError) : undefined}
          helperText={kind === 'vehicle' ? t('form.attached_vehicle_hint') : t('form.driver_hint')}
        />
      )}
    </>
  );
}
