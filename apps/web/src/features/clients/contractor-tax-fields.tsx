import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  NIP_PL_LENGTH,
  TAX_NUMBER_MAX,
  maskPolishZip,
  toVies,
  validateTaxNumber,
  type ContractorForm,
} from '@transitdocs/domain';
import { useState } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { lookupCompany } from '../../api/clients.ts';
import { ApiError } from '../../api/http.ts';
import { validateNip, validateVies } from '../../api/lookups.ts';
import { useOnline } from '../../app/use-online.ts';
import { FormTextField } from '../../ui/index.ts';
import { taxCountryOptions } from '../auth/country-options.ts';
import {
  fillFromCompany,
  fillFromNip,
  fillFromVies,
  type ContractorFormInput,
  type LookupFill,
} from './contractor-form.ts';

export type ContractorFormApi = UseFormReturn<ContractorFormInput, unknown, ContractorForm>;

const LOOKUP_FAILED = 'vies_unable_retriving_from_database';

/** The message of a failed lookup: a field error of the server (nip_incorrect) or the spec's. */
function lookupError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    const fields = error.fieldErrors();
    const [message] = fields.nip ?? fields.vies ?? [];
    if (message) return message;
  }
  return LOOKUP_FAILED;
}

/** Puts what a lookup found into the form (the PL zip gets its nn-nnn mask). */
function applyFill(form: ContractorFormApi, fill: LookupFill): void {
  const options = { shouldValidate: true, shouldDirty: true } as const;
  const country = fill.countryCode ?? form.getValues('country.code');
  if (fill.taxCountry !== undefined && fill.taxNumber !== undefined) {
    form.setValue('nip.exists', true, options);
    form.setValue('nip.country', fill.taxCountry, options);
    form.setValue('nip.value', fill.taxNumber, options);
    form.setValue('pesel', '', options);
  }
  form.setValue('name', fill.name, options);
  form.setValue('address', fill.address, options);
  form.setValue('country.code', country, options);
  form.setValue('zipCode', country === 'PL' ? maskPolishZip(fill.zipCode) : fill.zipCode, options);
  form.setValue('city', fill.city, options);
  form.setValue('greenTransitId', fill.gtId === null ? '' : String(fill.gtId), options);
}

/**
 * The tax identity of a new contractor: has-NIP switch (clears the PESEL or the NIP), the VIES
 * country (a change clears the number), the number with its Look up button, the PESEL and the
 * GT id lookup. `onFound` tells whether the company found is itself in the product.
 */
export function ContractorTaxFields({
  form,
  onFound,
}: {
  form: ContractorFormApi;
  onFound: (isInProduct: boolean) => void;
}) {
  const { t, i18n } = useTranslation('clients');
  const isOnline = useOnline();
  const { control, setValue, setError, clearErrors, getValues } = form;
  const exists = useController({ control, name: 'nip.exists' });
  const taxCountry = useController({ control, name: 'nip.country' });
  const [number, gtId] = useWatch({ control, name: ['nip.value', 'greenTransitId'] });
  const [busy, setBusy] = useState<'tax' | 'gt' | null>(null);
  const hasNip = exists.field.value;
  const isPolish = taxCountry.field.value === 'PL';

  const lookUpTaxNumber = async () => {
    const prefix = getValues('nip.country');
    const value = getValues('nip.value').replace(/[\s-]/g, '');
    const invalid = validateTaxNumber(prefix, value);
    if (invalid) {
      setError('nip.value', { type: 'lookup', message: invalid }, { shouldFocus: true });
      return;
    }
    clearErrors('nip.value');
    setBusy('tax');
    try {
      const fill =
        prefix === 'PL'
          ? fillFromNip(await validateNip(value))
          : fillFromVies(await validateVies(toVies(prefix, value)), prefix);
      applyFill(form, fill);
      onFound(fill.gtId !== null);
    } catch (error) {
      setError('nip.value', { type: 'lookup', message: lookupError(error) }, { shouldFocus: true });
    } finally {
      setBusy(null);
    }
  };

  const lookUpGtId = async () => {
    const id = Number(getValues('greenTransitId').trim());
    if (!Number.isInteger(id) || id <= 0) {
      setError('greenTransitId', { type: 'lookup', message: 'value_must_be_number' });
      return;
    }
    clearErrors('greenTransitId');
    setBusy('gt');
    try {
      const fill = fillFromCompany(await lookupCompany(id), id);
      if (!fill) throw new Error('no company');
      applyFill(form, fill);
      onFound(true);
    } catch {
      setError('greenTransitId', { type: 'lookup', message: LOOKUP_FAILED });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormControlLabel
        label={t('form.has_nip')}
        control={
          <Switch
            checked={hasNip}
            onChange={(event) => {
              const next = event.target.checked;
              exists.field.onChange(next);
              // 'has NIP' clears the PESEL, 'no NIP' the NIP (spec 3 §4).
              if (next) setValue('pesel', '', { shouldValidate: false });
              else {
                setValue('nip.value', '', { shouldValidate: false });
                clearErrors('nip.value');
              }
              onFound(false);
            }}
          />
        }
        sx={{ minHeight: 48 }}
      />
      {hasNip ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr auto' },
            columnGap: 2,
            alignItems: 'start',
          }}
        >
          <TextField
            select
            label={t('form.tax_country')}
            name={taxCountry.field.name}
            value={taxCountry.field.value}
            onChange={(event) => {
              taxCountry.field.onChange(event.target.value);
              // A number belongs to its country: another country starts it again (spec 3 §4).
              setValue('nip.value', '');
              clearErrors('nip.value');
              onFound(false);
            }}
            slotProps={{ select: { native: true } }}
          >
            {taxCountryOptions(i18n.language).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </TextField>
          <FormTextField
            control={control}
            name="nip.value"
            label={t('form.tax_number')}
            required
            maxLength={isPolish ? NIP_PL_LENGTH : TAX_NUMBER_MAX}
            slotProps={{ htmlInput: isPolish ? { inputMode: 'numeric' } : {} }}
          />
          <Button
            variant="outlined"
            startIcon={<Search />}
            onClick={() => void lookUpTaxNumber()}
            loading={busy === 'tax'}
            disabled={!isOnline || number.trim() === '' || busy !== null}
            sx={{ mt: { sm: 1 }, minHeight: 48, whiteSpace: 'nowrap' }}
          >
            {t('form.look_up')}
          </Button>
        </Box>
      ) : (
        <FormTextField
          control={control}
          name="pesel"
          label={t('form.pesel')}
          maxLength={11}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          name="greenTransitId"
          label={t('form.gt_id')}
          helperText={t('form.gt_id_hint')}
          maxLength={12}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button
          variant="outlined"
          startIcon={<Search />}
          onClick={() => void lookUpGtId()}
          loading={busy === 'gt'}
          disabled={!isOnline || gtId.trim() === '' || busy !== null}
          sx={{ mt: { sm: 1 }, minHeight: 48, whiteSpace: 'nowrap' }}
        >
          {t('form.look_up_gt_id')}
        </Button>
      </Box>
    </Box>
  );
}
