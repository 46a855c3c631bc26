import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import {
  formatCoordinate,
  maskPolishZip,
  normalizeCoordinateText,
  type CoordinateAxis,
} from '@transitdocs/domain';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { FormTextField } from '../../ui/index.ts';
import { CountrySelect, FieldGrid, FieldGroup } from './form-parts.tsx';
import { emptyPlace, MAX_PLACES, type TransitFormValues } from './transit-form-values.ts';

type PlacesName = 'sender_location' | `receivers.${number}.destiny_places`;

type PlaceFieldsProps = {
  control: Control<TransitFormValues>;
  name: PlacesName;
  index: number;
  disabled?: boolean;
};

const EXAMPLE: Record<CoordinateAxis, number> = { latitude: 52.2297, longitude: 21.0122 };

/** One loading or unloading place; a Polish postcode gets the nn-nnn mask. */
function PlaceFields({ control, name, index, disabled }: PlaceFieldsProps) {
  const { t } = useTranslation('transit_form');
  const path = `${name}.${index}` as const;
  const country = useWatch({ control, name: `${path}.country` });
  const isPolish = country === 'PL';
  const field = (key: 'place' | 'address' | 'town' | 'additional_data') => (
    <FormTextField
      control={control}
      name={`${path}.${key}`}
      label={t(`fields.${key}`)}
      disabled={disabled}
      maxLength={500}
    />
  );
  // Decimal degrees or `dd° mm' ss.s" N` (spec 2 §5); a field left with either shows the second,
  // the one display format (docs/decisions/0024-places-coordinates-positions.md).
  const coordinate = (axis: CoordinateAxis) => (
    <FormTextField
      control={control}
      name={`${path}.${axis}`}
      label={t(`fields.${axis}`)}
      disabled={disabled}
      helperText={t('hints.coordinate', {
        decimal: String(EXAMPLE[axis]),
        dms: formatCoordinate(EXAMPLE[axis], axis),
      })}
      normalize={(value) => normalizeCoordinateText(value, axis)}
      maxLength={40}
    />
  );
  return (
    <FieldGrid columns={4}>
      {field('place')}
      {field('address')}
      <FormTextField
        control={control}
        name={`${path}.zip_code`}
        label={t('fields.zip_code')}
        disabled={disabled}
        placeholder={isPolish ? '00-000' : undefined}
        transform={isPolish ? maskPolishZip : undefined}
        maxLength={isPolish ? 6 : 10}
      />
      {field('town')}
      <CountrySelect
        control={control}
        name={`${path}.country`}
        label={t('fields.country')}
        disabled={disabled}
      />
      {field('additional_data')}
      {coordinate('latitude')}
      {coordinate('longitude')}
    </FieldGrid>
  );
}

/** The loading places of the sender or the unloading places of a receiver, with add/remove. */
export function PlacesFields(props: {
  control: Control<TransitFormValues>;
  name: PlacesName;
  kind: 'loading' | 'unloading';
  disabled?: boolean;
}) {
  const { control, name, kind, disabled } = props;
  const { t } = useTranslation('transit_form');
  const { fields, append, remove } = useFieldArray({ control, name });
  const group = kind === 'loading' ? 'groups.loading_place' : 'groups.unloading_place';
  const removeLabel =
    kind === 'loading' ? 'actions.remove_loading_place' : 'actions.remove_unloading_place';
  return (
    <>
      {fields.map((place, index) => (
        <FieldGroup
          key={place.id}
          label={t(group, { n: index + 1 })}
          actions={
            fields.length > 1 && !disabled ? (
              <IconButton
                size="small"
                aria-label={t(removeLabel, { n: index + 1 })}
                onClick={() => {
                  remove(index);
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            ) : null
          }
        >
          <PlaceFields control={control} name={name} index={index} disabled={disabled} />
        </FieldGroup>
      ))}
      {!disabled && fields.length < MAX_PLACES && (
        <Button
          startIcon={<Add />}
          onClick={() => {
            append(emptyPlace());
          }}
        >
          {t(kind === 'loading' ? 'actions.add_loading_place' : 'actions.add_unloading_place')}
        </Button>
      )}
    </>
  );
}
