import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormTextField } from '../../ui/form-text-field.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PhoneField } from '../../ui/phone-field.tsx';
import { TWO_COLUMNS } from './signup-company-fields.tsx';
import type { SignupInput } from './signup-server-fields.ts';

export function SignupOwnerFields({ control }: { control: Control<SignupInput> }) {
  const { t } = useTranslation('auth');
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
      <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
        {t('signup.owner_section')}
      </Typography>
      <Box sx={TWO_COLUMNS}>
        <FormTextField
          control={control}
          name="name"
          label={t('signup.name')}
          required
          autoComplete="given-name"
        />
        <FormTextField
          control={control}
          name="surname"
          label={t('signup.surname')}
          required
          autoComplete="family-name"
        />
        <PhoneField control={control} name="phoneNumber" label={t('signup.phone')} required />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('signup.email')}
          required
          autoComplete="email"
        />
        <PasswordField
          control={control}
          name="password1"
          label={t('signup.password')}
          helperText={t('signup.password_hint')}
          required
          autoComplete="new-password"
        />
        <PasswordField
          control={control}
          name="password2"
          label={t('signup.password_repeat')}
          required
          autoComplete="new-password"
        />
      </Box>
    </Box>
  );
}
