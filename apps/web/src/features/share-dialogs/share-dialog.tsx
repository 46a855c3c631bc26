import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ShareType } from '@transitdocs/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Link, useLocation } from 'react-router';
import { ApiError, NETWORK_ERROR } from '../../api/http.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResultDialog, useTranslateError } from '../../ui/index.ts';
import { useTransitQuery } from '../transit-page/transit-queries.ts';
import { useReturnTo } from '../transit-page/use-return-to.ts';
import { shareWithCompany } from './share-api.ts';
import { DialogFrame, PartyChoice, useRouteTransit, type Outcome } from './share-dialog-parts.tsx';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { shareDialogPath, type ShareKind, type ShareRoute } from './share-paths.ts';

/**
 * `/documents/:id/share` and `/documents/:id/transitShare` (also `/documents/share/:id`,
 * `/documents/transitShare/:id`): how to share, by GT id or by link.
 */
export function ShareChooserDialog({ as }: { as: ShareRoute }) {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const id = useRouteTransit();
  const location = useLocation();
  const close = useReturnTo(`/documents/${String(id)}`);
  return (
    <DialogFrame
      title={t('title.any')}
      onClose={() => {
        close();
      }}
      actions={
        <Button
          onClick={() => {
            close();
          }}
          sx={{ minHeight: 48 }}
        >
          {tc('actions.cancel')}
        </Button>
      }
    >
      <Typography>{t('choose')}</Typography>
      {(['link', 'gt'] as const).map((kind) => (
        <Button
          key={kind}
          component={Link}
          to={shareDialogPath(id, as, kind)}
          state={location.state as unknown}
          replace
          variant="outlined"
          sx={{ minHeight: 48 }}
        >
          {t(`kind.${kind}`)}
        </Button>
      ))}
    </DialogFrame>
  );
}

/** The share dialogs of spec 1 §8 / spec 2 §8: by link, or by GT id into another company's list. */
export function ShareDialog({ kind }: { kind: ShareKind }) {
  return kind === 'link' ? <ShareLinkDialog /> : <ShareWithCompanyDialog />;
}

/** By GT id into another company's list; ends in the spec's success or failure dialog. */
function ShareWithCompanyDialog() {
  const { t } = useTranslation('share');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const id = useRouteTransit();
  const isOnline = useOnline();
  const transit = useTransitQuery(id).data;
  const close = useReturnTo(`/documents/${String(id)}`);
  const formId = useId();
  // The party defaults to Receiver, the usual other side of a shared transit; it stays a choice.
  const [as, setAs] = useState<ShareType>('receiver');
  const [companyId, setCompanyId] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const sending = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const answer = await shareWithCompany({
        transit: id,
        company_gt_id: Number(companyId),
        as,
      });
      return {
        severity: 'success',
        title: t('result.transfer_successful'),
        messages: [t('result.transferred_to', { name: answer.company_name })],
      };
    },
    onSuccess: (result) => {
      setErrors({});
      setOutcome(result);
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors() : {};
      setErrors(fieldErrors);
      const messages = error instanceof ApiError ? error.allMessages() : [NETWORK_ERROR];
      const isUnknownCompany = fieldErrors.company_gt_id?.includes('no_such_id_number') ?? false;
      setOutcome({
        severity: 'error',
        title: t('result.unsuccessfully_shared'),
        messages: isUnknownCompany ? [t('result.no_such_id_number')] : messages,
      });
    },
  });

  const submit = () => {
    if (!/^\d+$/.test(companyId.trim())) {
      setErrors({ company_gt_id: ['field_required'] });
      return;
    }
    sending.mutate();
  };
  const fieldError = (name: string) => {
    const first = errors[name]?.[0];
    return first ? translateError(first) : undefined;
  };

  return (
    <>
      <DialogFrame
        title={t(`title_gt.${as}`)}
        formId={formId}
        onSubmit={submit}
        onClose={() => {
          close();
        }}
        actions={
          <>
            <Button
              onClick={() => {
                close();
              }}
              sx={{ minHeight: 48 }}
            >
              {tc('actions.cancel')}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={!isOnline}
              loading={sending.isPending}
              sx={{ minHeight: 48 }}
            >
              {t('submit')}
            </Button>
          </>
        }
      >
        {!isOnline && <Alert severity="info">{tc('offline')}</Alert>}
        {transit && <Typography>{t('transit', { number: transit.transit_number })}</Typography>}
        <PartyChoice value={as} onChange={setAs} />
        <TextField
          label={t('company_gt_id')}
          value={companyId}
          required
          onChange={(event) => {
            setCompanyId(event.target.value);
          }}
          error={fieldError('company_gt_id') !== undefined}
          helperText={fieldError('company_gt_id') ?? t('company_gt_id_hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </DialogFrame>
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.title ?? ''}
        messages={outcome?.messages ?? []}
        onClose={() => {
          const wasSuccess = outcome?.severity === 'success';
          setOutcome(null);
          if (wasSuccess) close();
        }}
      />
    </>
  );
}
