import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { canAddCarrier, MAX_CARRIERS } from '@transitdocs/domain';
import { useEffect, useId, useState } from 'react';
import {
  get,
  useFieldArray,
  useForm,
  useFormState,
  useWatch,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { ConfirmDialog, ResponsiveDialog } from '../../ui/index.ts';
import { CarrierFields } from './carrier-fields.tsx';
import { FieldGroup } from './form-parts.tsx';
import { transitFormResolver } from './transit-payload.ts';
import { emptyCarrier, type CarrierForm, type TransitFormValues } from './transit-form-values.ts';

const CARRIER_FIELDS = [
  'client',
  'employee',
  'driver',
  'driver_not_from_system',
  'vehicle',
  'vehicle_not_from_system',
  'semitrailer',
  'semitrailer_not_from_system',
] as const satisfies readonly (keyof CarrierForm)[];

type FormProps = { form: UseFormReturn<TransitFormValues> };

/** "Trans-Kurier · Jan Kowalski · WA 12345 / WA 6789N · forwarder", or a not-filled note. */
function CarrierSummary({ form, index }: FormProps & { index: number }) {
  const { t } = useTranslation('transit_form');
  const carrier = useWatch({ control: form.control, name: `carrier.${index}` });
  const { errors } = useFormState({ control: form.control, name: `carrier.${index}` });
  const hasErrors = get(errors, `carrier.${index}`) !== undefined;
  const vehicles = [
    carrier.vehicle?.label ?? carrier.vehicle_not_from_system,
    carrier.semitrailer?.label ?? carrier.semitrailer_not_from_system,
  ].filter(Boolean);
  const parts = [
    carrier.client?.name,
    carrier.employee?.label,
    carrier.driver?.label ?? carrier.driver_not_from_system,
    vehicles.join(' / '),
    carrier.is_forwarder ? t('carriers.forwarder') : '',
  ].filter(Boolean);
  return (
    <>
      <Typography variant="body2" sx={{ color: parts.length ? 'text.primary' : 'text.secondary' }}>
        {parts.length ? parts.join(' · ') : t('carriers.empty')}
      </Typography>
      {hasErrors && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', mt: 0.5 }}>
          {t('carriers.has_errors')}
        </Typography>
      )}
    </>
  );
}

/**
 * The advanced editor of one further carrier, on a copy of the form: Apply checks the carrier by
 * the rules the save uses and, when it is right, writes it back, else names each error under its
 * field and stays open; closing with changes not applied asks first (spec 1 §4).
 */
function CarrierDialog(props: FormProps & { index: number; onClose: () => void }) {
  const { form, index, onClose } = props;
  const { t } = useTranslation('transit_form');
  const titleId = useId();
  const path = `carrier.${index}` as const;
  const [initial] = useState(() => JSON.stringify(form.getValues(path)));
  const [resolver] = useState(() => transitFormResolver('carriers'));
  const draft = useForm<TransitFormValues>({ defaultValues: form.getValues(), resolver });
  const [isConfirmOpen, setConfirmOpen] = useState(false);

  useEffect(() => {
    // The main form's messages for this carrier show in the dialog too.
    const errors = form.formState.errors.carrier?.[index];
    for (const field of CARRIER_FIELDS) {
      const error = errors?.[field];
      if (error?.message) {
        draft.setError(`${path}.${field}`, { type: error.type, message: error.message });
      }
    }
  }, [draft, form.formState.errors, index, path]);

  const apply = async () => {
    if (!(await draft.trigger(path, { shouldFocus: true }))) return;
    form.setValue(path, draft.getValues(path), { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger(path);
    onClose();
  };
  const requestClose = () => {
    if (JSON.stringify(draft.getValues(path)) === initial) onClose();
    else setConfirmOpen(true);
  };

  return (
    <ResponsiveDialog open onClose={requestClose} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('carriers.dialog_title', { n: index + 1 })}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <CarrierFields form={draft} index={index} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void apply()}>
          {t('actions.apply')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={isConfirmOpen}
        title={t('carrier_unsaved.title')}
        message={t('carrier_unsaved.message')}
        confirmLabel={t('actions.discard')}
        onConfirm={() => {
          setConfirmOpen(false);
          onClose();
        }}
        onCancel={() => {
          setConfirmOpen(false);
        }}
      />
    </ResponsiveDialog>
  );
}

/** The main carrier in full, further carriers as summaries edited in the advanced dialog. */
export function CarriersSection({ form }: FormProps) {
  const { t } = useTranslation('transit_form');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'carrier' });
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <>
      {fields.map((carrier, index) =>
        index === 0 ? (
          <FieldGroup key={carrier.id} label={t('groups.carrier_main')}>
            <CarrierFields form={form} index={0} />
          </FieldGroup>
        ) : (
          <FieldGroup
            key={carrier.id}
            label={t('groups.carrier', { n: index + 1 })}
            actions={
              <>
                <Button
                  size="small"
                  startIcon={<Edit />}
                  onClick={() => {
                    setEditing(index);
                  }}
                >
                  {t('actions.edit_carrier', { n: index + 1 })}
                </Button>
                <IconButton
                  size="small"
                  aria-label={t('actions.remove_carrier', { n: index + 1 })}
                  onClick={() => {
                    remove(index);
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </>
            }
          >
            <CarrierSummary form={form} index={index} />
          </FieldGroup>
        ),
      )}
      {canAddCarrier(fields.length) ? (
        <Button
          variant="outlined"
          startIcon={<Add />}
          onClick={() => {
            append(emptyCarrier());
            setEditing(fields.length);
          }}
        >
          {t('actions.add_carrier')}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('carriers.max_reached', { count: MAX_CARRIERS })}
        </Typography>
      )}
      {editing !== null && editing < fields.length && (
        <CarrierDialog
          key={editing}
          form={form}
          index={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
