import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { lookupCompany } from '../../api/clients.ts';
import { useSession } from '../../app/session.tsx';
import { useTranslateError } from '../../ui/index.ts';
import { countryOptions } from '../auth/country-options.ts';
import { myPersonData, PERSON_FIELDS, type PersonData } from './person-data.ts';

export type PersonDataStepProps = {
  value: PersonData;
  errors: Partial<Record<keyof PersonData, string>>;
  onChange: (value: PersonData) => void;
};

/** Who signs: the name (required) and the company; "my data" fills the signed-in user's. */
export function PersonDataStep({ value, errors, onChange }: PersonDataStepProps) {
  const { t, i18n } = useTranslation('signing');
  const translateError = useTranslateError();
  const { user } = useSession();
  const [isFilling, setIsFilling] = useState(false);

  const fillMyData = async () => {
    if (!user) return;
    setIsFilling(true);
    try {
      const company = await lookupCompany(user.company.id)
        .then((answer) => answer.results[0])
        .catch(() => undefined);
      onChange(myPersonData(value, user, company));
    } finally {
      setIsFilling(false);
    }
  };

  const field = (name: (typeof PERSON_FIELDS)[number]) => {
    const error = errors[name];
    return {
      name,
      label: t(`person.${name}`),
      value: value[name],
      onChange: (event: { target: { value: string } }) => {
        onChange({ ...value, [name]: event.target.value });
      },
      error: error !== undefined,
      helperText: error ? translateError(error) : undefined,
      fullWidth: true,
    };
  };

  return (
    <Stack spacing={2}>
      {user && (
        <div>
          <Button
            variant="outlined"
            disabled={isFilling}
            onClick={() => void fillMyData()}
            sx={{ minHeight: 48 }}
          >
            {t('person.my_data')}
          </Button>
        </div>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField {...field('sign_fullname')} required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('sign_pesel')} />
        </Grid>
        <Grid size={12}>
          <TextField {...field('sign_company_name')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField {...field('sign_company_address')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('sign_company_zip_code')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('sign_company_town')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('sign_company_country')} select>
            <MenuItem value="">{t('person.no_country')}</MenuItem>
            {countryOptions(i18n.language).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('sign_company_nip')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('sign_company_vies')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('sign_company_vat_group')} />
        </Grid>
      </Grid>
    </Stack>
  );
}
