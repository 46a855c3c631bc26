import Box from '@mui/material/Box';
import { maskPolishZip } from '@transitdocs/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormSelect, FormTextField, PhoneField } from '../../ui/index.ts';
import { countryOptions } from '../auth/country-options.ts';
import type { ContractorFormApi } from './contractor-tax-fields.tsx';

const TWO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

/** Name, address, country and contact data of a contractor; the PL zip gets the nn-nnn mask. */
export function ContractorFields({ form }: { form: ContractorFormApi }) {
  const { t, i18n } = useTranslation('clients');
  const { control } = form;
  const country = useWatch({ control, name: 'country.code' });
  const isPolishZip = country === 'PL';
  return (
    <>
      <FormTextField control={control} name="name" label={t('form.name')} required />
      <FormTextField
        control={control}
        name="address"
        label={t('form.address')}
        required
        autoComplete="street-address"
      />
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          control={control}
          name="zipCode"
          label={t('form.zip_code')}
          required
          placeholder={isPolishZip ? '00-000' : undefined}
          transform={isPolishZip ? maskPolishZip : undefined}
          maxLength={isPolishZip ? 6 : 10}
        />
        <FormTextField control={control} name="city" label={t('form.city')} required />
      </Box>
      <FormSelect
        control={control}
        name="country.code"
        label={t('form.country')}
        options={countryOptions(i18n.language)}
        required
      />
      <Box sx={TWO_COLUMNS}>
        <PhoneField control={control} name="phone" label={t('form.phone')} />
        <FormTextField
          control={control}
          name="email"
          label={t('form.email')}
          type="email"
          autoComplete="email"
        />
      </Box>
      <FormTextField control={control} name="vatGroup" label={t('form.vat_group')} />
    </>
  );
}
