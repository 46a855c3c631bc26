import { carrierPickerCompany, type Driver, type Vehicle } from '@transitdocs/domain';
import { get, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { getClient } from '../../api/clients.ts';
import { findDrivers, findSemitrailers, findVehicles } from '../../ui/fleet-lookups.ts';
import { FormCheckbox, useTranslateError } from '../../ui/index.ts';
import { FreeTextLookup } from '../../ui/list/index.ts';
import { FieldGrid } from './form-parts.tsx';
import { ClientLookupField, PersonLookupField } from './lookup-fields.tsx';
import {
  applyCarrierClient,
  applyDriverChoice,
  applyVehicleChoice,
  vehicleOption,
} from './transit-autofill.ts';
import { clientOptionOf, type CarrierForm, type TransitFormValues } from './transit-form-values.ts';

/**
 * One carrier's fields with the auto-fill of spec 1 §4: a driver brings its vehicle, trailer
 * and contractor where empty; a vehicle brings its driver and trailer; a new contractor clears
 * the person, driver, vehicle and trailer. A contractor that is a company in the product has
 * its own people and vehicles offered (`company_vies`: a forwarder's subcontractor, spec 2 §4).
 */
export function CarrierFields(props: { form: UseFormReturn<TransitFormValues>; index: number }) {
  const { form, index } = props;
  const { t } = useTranslation('transit_form');
  const translateError = useTranslateError();
  const { control, getValues, setValue } = form;
  const path = `carrier.${index}` as const;
  const carrier = useWatch({ control, name: path });
  const { errors, isSubmitted } = useFormState({ control, name: path });
  const companyVies = carrierPickerCompany(carrier.client);

  const errorOf = (...fields: (keyof CarrierForm)[]) => {
    for (const field of fields) {
      const message: unknown = get(errors, `${path}.${field}.message`);
      if (typeof message === 'string') return translateError(message);
    }
    return undefined;
  };
  const update = (next: CarrierForm) => {
    // Once a message shows, each change checks again, so a fixed field loses it at once.
    const hasErrors = get(errors, path) !== undefined;
    setValue(path, next, { shouldDirty: true, shouldValidate: isSubmitted || hasErrors });
  };

  return (
    <FieldGrid columns={3}>
      <ClientLookupField
        control={control}
        name={`${path}.client`}
        label={t('fields.contractor')}
        onPick={(client) => {
          update(applyCarrierClient(getValues(path), client));
        }}
      />
      <PersonLookupField
        control={control}
        name={`${path}.employee`}
        label={t('fields.person')}
        companyVies={companyVies}
      />
      <FreeTextLookup<Driver>
        name={`${path}.driver`}
        label={t('fields.driver')}
        value={carrier.driver}
        text={carrier.driver_not_from_system}
        fetchOptions={(text) => findDrivers(text, companyVies)}
        onPick={(driver) => {
          const { carrier: next, clientId } = applyDriverChoice(getValues(path), driver);
          update(next);
          if (clientId === null) return;
          // The driver's contractor fills an empty contractor once its name is known.
          getClient(clientId).then(
            (client) => {
              if (getValues(`${path}.client`) === null) {
                update({ ...getValues(path), client: clientOptionOf(client) });
              }
            },
            () => undefined,
          );
        }}
        onType={(text) => {
          update({ ...getValues(path), driver: null, driver_not_from_system: text });
        }}
        errorText={errorOf('driver_not_from_system', 'driver')}
        helperText={t('hints.driver')}
      />
      <FreeTextLookup<Vehicle>
        name={`${path}.vehicle`}
        label={t('fields.vehicle')}
        value={carrier.vehicle}
        text={carrier.vehicle_not_from_system}
        fetchOptions={(text) => findVehicles(text, companyVies)}
        onPick={(vehicle) => {
          update(applyVehicleChoice(getValues(path), vehicle));
        }}
        onType={(text) => {
          update({ ...getValues(path), vehicle: null, vehicle_not_from_system: text });
        }}
        errorText={errorOf('vehicle_not_from_system', 'vehicle')}
        helperText={t('hints.vehicle')}
      />
      <FreeTextLookup<Vehicle>
        name={`${path}.semitrailer`}
        label={t('fields.semitrailer')}
        value={carrier.semitrailer}
        text={carrier.semitrailer_not_from_system}
        fetchOptions={(text) => findSemitrailers(text, companyVies)}
        onPick={(trailer) => {
          update({
            ...getValues(path),
            semitrailer: trailer && vehicleOption(trailer),
            semitrailer_not_from_system: '',
          });
        }}
        onType={(text) => {
          update({ ...getValues(path), semitrailer: null, semitrailer_not_from_system: text });
        }}
        errorText={errorOf('semitrailer_not_from_system', 'semitrailer')}
      />
      <FormCheckbox
        control={control}
        name={`${path}.is_forwarder`}
        label={t('fields.is_forwarder')}
      />
    </FieldGrid>
  );
}
