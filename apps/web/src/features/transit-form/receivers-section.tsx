import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormTextField } from '../../ui/index.ts';
import { CountrySelect, FieldGrid, FieldGroup } from './form-parts.tsx';
import { ClientLookupField, PersonLookupField } from './lookup-fields.tsx';
import { PlacesFields } from './places-fields.tsx';
import { applyReceiverClient } from './transit-autofill.ts';
import {
  emptyCargo,
  emptyReceiver,
  MAX_CARGO,
  MAX_RECEIVERS,
  type ClientOption,
  type TransitFormValues,
} from './transit-form-values.ts';

type FormProps = { form: UseFormReturn<TransitFormValues>; disabled?: boolean };

type CargoText = 'name' | 'method_of_packaging' | 'marks' | 'statistical_number';
type CargoNumber = 'quantity' | 'weight_gross_kg' | 'capacity';

function CargoLines({ form, disabled, receiver }: FormProps & { receiver: number }) {
  const { t } = useTranslation('transit_form');
  const { control } = form;
  const name = `receivers.${receiver}.cargo` as const;
  const { fields, append, remove } = useFieldArray({ control, name });
  const text = (line: number, key: CargoText) => (
    <FormTextField
      control={control}
      name={`${name}.${line}.${key}`}
      label={t(`fields.${key}`)}
      disabled={disabled}
      maxLength={500}
    />
  );
  const number = (line: number, key: CargoNumber) => (
    <FormTextField
      control={control}
      name={`${name}.${line}.${key}`}
      label={t(`fields.${key}`)}
      disabled={disabled}
      maxLength={20}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <>
      {fields.map((line, index) => (
        <FieldGroup
          key={line.id}
          label={t('groups.cargo', { n: index + 1 })}
          actions={
            fields.length > 1 && !disabled ? (
              <IconButton
                size="small"
                aria-label={t('actions.remove_cargo', { n: index + 1 })}
                onClick={() => {
                  remove(index);
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            ) : null
          }
        >
          <FieldGrid columns={5}>
            {text(index, 'name')}
            {number(index, 'quantity')}
            {text(index, 'method_of_packaging')}
            {number(index, 'weight_gross_kg')}
            {number(index, 'capacity')}
            {text(index, 'marks')}
            {text(index, 'statistical_number')}
            <CountrySelect
              control={control}
              name={`${name}.${index}.origin_country`}
              label={t('fields.origin_country')}
              disabled={disabled}
            />
            <CountrySelect
              control={control}
              name={`${name}.${index}.destination_country`}
              label={t('fields.destination_country')}
              disabled={disabled}
            />
          </FieldGrid>
        </FieldGroup>
      ))}
      {!disabled && fields.length < MAX_CARGO && (
        <Button
          startIcon={<Add />}
          onClick={() => {
            append(emptyCargo());
          }}
          sx={{ mb: 1 }}
        >
          {t('actions.add_cargo')}
        </Button>
      )}
    </>
  );
}

/** Receivers: contractor, person, cargo lines and unloading places of each, with add/remove. */
export function ReceiversSection({ form, disabled }: FormProps) {
  const { t } = useTranslation('transit_form');
  const { control, getValues, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'receivers' });

  const pickClient = (index: number, client: ClientOption | null) => {
    const next = applyReceiverClient(getValues(`receivers.${index}`), client);
    setValue(`receivers.${index}`, next, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  };

  return (
    <>
      {fields.map((receiver, index) => (
        <FieldGroup
          key={receiver.id}
          label={t('groups.receiver', { n: index + 1 })}
          sx={{ borderColor: 'primary.light' }}
          actions={
            fields.length > 1 && !disabled ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => {
                  remove(index);
                }}
              >
                {t('actions.remove_receiver', { n: index + 1 })}
              </Button>
            ) : null
          }
        >
          <Box sx={{ mb: 1.5 }}>
            <FieldGrid columns={2}>
              <ClientLookupField
                control={control}
                name={`receivers.${index}.client`}
                label={t('fields.contractor')}
                disabled={disabled}
                onPick={(client) => {
                  pickClient(index, client);
                }}
              />
              <PersonLookupField
                control={control}
                name={`receivers.${index}.employee`}
                label={t('fields.person')}
                disabled={disabled}
              />
            </FieldGrid>
          </Box>
          <CargoLines form={form} disabled={disabled} receiver={index} />
          <PlacesFields
            control={control}
            name={`receivers.${index}.destiny_places`}
            kind="unloading"
            disabled={disabled}
          />
        </FieldGroup>
      ))}
      {!disabled && fields.length < MAX_RECEIVERS && (
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() => {
            append(emptyReceiver());
          }}
        >
          {t('actions.add_receiver')}
        </Button>
      )}
    </>
  );
}
