import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormTextField } from '../../ui/index.ts';
import { DateTimeField, FieldGrid } from './form-parts.tsx';
import { ClientLookupField, PersonLookupField } from './lookup-fields.tsx';
import { PlacesFields } from './places-fields.tsx';
import type { TransitFormValues } from './transit-form-values.ts';

type SectionProps = { control: Control<TransitFormValues>; disabled?: boolean };

/** Loading and unloading date (yyyy-MM-dd) and time (HH:mm). */
export function DatesSection({ control, disabled }: SectionProps) {
  const { t } = useTranslation('transit_form');
  return (
    <FieldGrid columns={4}>
      <DateTimeField
        type="date"
        control={control}
        name="loading_date"
        label={t('fields.loading_date')}
        disabled={disabled}
      />
      <DateTimeField
        type="time"
        control={control}
        name="loading_time"
        label={t('fields.loading_time')}
        disabled={disabled}
      />
      <DateTimeField
        type="date"
        control={control}
        name="unloading_date"
        label={t('fields.unloading_date')}
        disabled={disabled}
      />
      <DateTimeField
        type="time"
        control={control}
        name="unloading_time"
        label={t('fields.unloading_time')}
        disabled={disabled}
      />
    </FieldGrid>
  );
}

/** The sender contractor, its person and the loading places. */
export function SenderSection({ control, disabled }: SectionProps) {
  const { t } = useTranslation('transit_form');
  return (
    <>
      <Box role="group" aria-label={t('groups.sender')} sx={{ mb: 1.5 }}>
        <FieldGrid columns={2}>
          <ClientLookupField
            control={control}
            name="sender_client"
            label={t('fields.contractor')}
            disabled={disabled}
          />
          <PersonLookupField
            control={control}
            name="sender_employee"
            label={t('fields.person')}
            disabled={disabled}
          />
        </FieldGrid>
      </Box>
      <PlacesFields control={control} name="sender_location" kind="loading" disabled={disabled} />
    </>
  );
}

/** Sender's instructions and special agreements. */
export function AdditionalSection({ control, disabled }: SectionProps) {
  const { t } = useTranslation('transit_form');
  return (
    <FieldGrid columns={2}>
      <FormTextField
        control={control}
        name="sender_instruction"
        label={t('fields.sender_instruction')}
        multiline
        minRows={2}
        maxLength={500}
        disabled={disabled}
      />
      <FormTextField
        control={control}
        name="special_agreements"
        label={t('fields.special_agreements')}
        multiline
        minRows={2}
        maxLength={500}
        disabled={disabled}
      />
    </FieldGrid>
  );
}
