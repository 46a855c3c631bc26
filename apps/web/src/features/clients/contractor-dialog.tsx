import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import {
  ContractorForm,
  contractorFormToRequest,
  deliveryIndicator,
  type Client,
  type ClientCreateResponse,
} from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, ResultDialog, applyServerErrors } from '../../ui/index.ts';
import { useCreateClientMutation, useUpdateClientMutation } from './client-queries.ts';
import { ContractorFields } from './contractor-fields.tsx';
import {
  CONTRACTOR_FORM_DEFAULTS,
  CONTRACTOR_SERVER_FIELDS,
  clientToForm,
  contractorFormToUpdateRequest,
  type ContractorFormInput,
} from './contractor-form.ts';
import { ContractorTaxFields, type ContractorFormApi } from './contractor-tax-fields.tsx';
import { DeliveryIndicatorNote } from './delivery-indicator-note.tsx';

type Outcome = { severity: 'success' | 'error'; title: string; messages: string[] };

export type ContractorDialogProps = {
  /** Without a client the dialog adds one; with one it edits it. */
  client?: Client;
  /** Back to the list; `saved` after a successful edit. */
  onClose: (result?: 'added' | 'saved') => void;
};

function useContractorForm(client: Client | undefined): ContractorFormApi {
  return useForm<ContractorFormInput, unknown, ContractorForm>({
    resolver: zodResolver(ContractorForm),
    defaultValues: client ? clientToForm(client) : CONTRACTOR_FORM_DEFAULTS,
    mode: 'onTouched',
  });
}

function DeliveryIndicatorOf({ form, isOnline }: { form: ContractorFormApi; isOnline: boolean }) {
  const [email, phone] = useWatch({ control: form.control, name: ['email', 'phone'] });
  const indicator = deliveryIndicator({
    is_online: isOnline,
    email: email.trim(),
    phone: phone.replace(/\s/g, ''),
  });
  return <DeliveryIndicatorNote indicator={indicator} />;
}

/** The identity a contractor keeps: shown, not editable (update_client does not take it). */
function ReadOnlyTaxIdentity({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  const readOnly = { input: { readOnly: true } } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <TextField
        label={t('form.tax_number')}
        value={client.vies ?? (client.nip || '—')}
        slotProps={readOnly}
        helperText={t('form.read_only_hint')}
      />
      {client.pesel ? (
        <TextField label={t('form.pesel')} value={client.pesel} slotProps={readOnly} />
      ) : (
        <TextField
          label={t('form.gt_id')}
          value={client.gt_id === null ? '—' : String(client.gt_id)}
          slotProps={readOnly}
        />
      )}
    </Box>
  );
}

function invitationMessage(created: ClientCreateResponse, t: (key: string) => string): string[] {
  if (created.invitation_status === 'pending') return [t('result.invitation_sent')];
  if (created.invitation_status === 'accepted') return [t('result.connected')];
  return [t('result.added_text')];
}

/** Add or edit a contractor (spec 3 §4-§5, §8); a route dialog, full screen on a phone. */
export function ContractorDialog({ client, onClose }: ContractorDialogProps) {
  const { t } = useTranslation('clients');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const isOnline = useOnline();
  const form = useContractorForm(client);
  const [isInProduct, setInProduct] = useState(client?.is_online ?? false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const create = useCreateClientMutation();
  const update = useUpdateClientMutation(client?.id ?? 0);
  const isEdit = client !== undefined;

  const fail = (error: unknown) => {
    const rest = applyServerErrors(form.setError, error, {
      fields: [],
      map: CONTRACTOR_SERVER_FIELDS,
    });
    setOutcome({
      severity: 'error',
      title: t('result.error'),
      messages: rest.length > 0 ? rest : [t('result.check_fields')],
    });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      if (client) {
        await update.mutateAsync(contractorFormToUpdateRequest(values));
        onClose('saved');
      } else {
        const created = await create.mutateAsync(contractorFormToRequest(values));
        setOutcome({
          severity: 'success',
          title: t('result.added'),
          messages: invitationMessage(created, t),
        });
      }
    } catch (error) {
      fail(error);
    }
  });

  const closeOutcome = () => {
    const succeeded = outcome?.severity === 'success';
    setOutcome(null);
    if (succeeded) onClose('added');
  };

  return (
    <>
      <ResponsiveDialog
        open
        maxWidth="md"
        onClose={() => {
          onClose();
        }}
        aria-labelledby={titleId}
      >
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId} sx={{ pr: 8 }}>
            {isEdit ? t('edit_title') : t('add_title')}
          </DialogTitle>
          <IconButton
            aria-label={tCommon('actions.close')}
            onClick={() => {
              onClose();
            }}
            sx={{ position: 'absolute', right: 8, top: 8, width: 48, height: 48 }}
          >
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            {client ? (
              <ReadOnlyTaxIdentity client={client} />
            ) : (
              <ContractorTaxFields form={form} onFound={setInProduct} />
            )}
            <ContractorFields form={form} />
            <DeliveryIndicatorOf form={form} isOnline={isInProduct} />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                onClose();
              }}
            >
              {tCommon('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              disabled={!isOnline}
            >
              {isEdit ? t('actions.save') : t('actions.add')}
            </Button>
          </DialogActions>
        </Box>
      </ResponsiveDialog>
      {outcome && (
        <ResultDialog
          open
          severity={outcome.severity}
          title={outcome.title}
          messages={outcome.messages}
          onClose={closeOutcome}
        />
      )}
    </>
  );
}
