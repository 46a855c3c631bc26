import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NIP_PL_LENGTH, TAX_NUMBER_MAX, maskPolishZip } from '@transitdocs/domain';
import { useEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormSelect } from '../../ui/form-select.tsx';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { countryOptions, taxCountryOptions } from './country-options.ts';
import type { SignupInput } from './signup-server-fields.ts';

export const TWO_COLUMNS = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
} as const;

type Props = { control: Control<SignupInput>; setValue: UseFormSetValue<SignupInput> };

/** Changing the tax country clears the number; choosing Poland applies the zip mask (spec 1 §9). */
function useDependentFields({ control, setValue }: Props) {
  const [nipCountry, country] = useWatch({ control, name: ['nipCountry', 'country'] });
  const previousTaxCountry = useRef(nipCountry);
  useEffect(() => {
    if (previousTaxCountry.current === nipCountry) return;
    previousTaxCountry.current = nipCountry;
    setValue('nip', '');
  }, [nipCountry, setValue]);
  return { nipCountry, country };
}

export function SignupCompanyFields({ control, setValue }: Props) {
  const { t, i18n } = useTranslation('auth');
  const { nipCountry, country } = useDependentFields({ control, setValue });
  const isPolishZip = country === 'PL';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
        {t('signup.company_section')}
      </Typography>
      <FormTextField
        control={control}
        name="firm"
        label={t('signup.firm')}
        required
        autoComplete="organization"
      />
      <Box sx={TWO_COLUMNS}>
        <FormSelect
          control={control}
          name="nipCountry"
          label={t('signup.nip_country')}
          options={taxCountryOptions(i18n.language)}
          required
        />
        <FormTextField
          control={control}
          name="nip"
          label={t('signup.nip')}
          required
          maxLength={nipCountry === 'PL' ? NIP_PL_LENGTH : TAX_NUMBER_MAX}
          slotProps={{ htmlInput: nipCountry === 'PL' ? { inputMode: 'numeric' } : {} }}
        />
      </Box>
      <FormTextField control={control} name="vatGroup" label={t('signup.vat_group')} />
      <FormTextField
        control={control}
        name="address"
        label={t('signup.address')}
        required
        autoComplete="street-address"
      />
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          control={control}
          name="zipCode"
          label={t('signup.zip_code')}
          required
          autoComplete="postal-code"
          placeholder={isPolishZip ? '00-000' : undefined}
          transform={isPolishZip ? maskPolishZip : undefined}
          maxLength={isPolishZip ? 6 : 10}
        />
        <FormTextField
          control={control}
          name="city"
          label={t('signup.city')}
          required
          autoComplete="address-level2"
        />
      </Box>
      <FormSelect
        control={control}
        name="country"
        label={t('signup.country')}
        options={countryOptions(i18n.language)}
        required
      />
    </Box>
  );
}
