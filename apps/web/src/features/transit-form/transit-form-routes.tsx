import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { editableTransitSections, type TransitCreateRequest } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import {
  Navigate,
  Link as RouterLink,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { createTransit, updateTransit } from '../../api/transit-form.ts';
import { getTransit, transitKeys } from '../../api/transits.ts';
import { useSession } from '../../app/session.tsx';
import { mayUser } from '../../app/may-user.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, ResultDialog } from '../../ui/index.ts';
import { CSV_IMPORT_PATH } from '../csv-import/csv-import-paths.ts';
import { TransitFormDialog } from './transit-form-dialog.tsx';
import { readDraft } from './transit-draft.ts';
import { DOCUMENTS_PATH, transitPagePath } from './transit-form-paths.ts';
import { newTransitFormValues, transitToForm } from './transit-form-values.ts';
import { parseInitialValues } from './transit-initial-values.ts';

/** Drivers read transits; only the roles that write transits open the form (the rulebook). */
function useMayWrite(): boolean {
  const { user } = useSession();
  return mayUser(user, 'write_transits');
}

/**
 * `/documents/transitAdd[?initialValues=<JSON form state>]`: a new transit, or a copy of one
 * (ids are ignored). An unsaved draft of the same start comes back after a reload.
 */
/** Many transits at once come from a CSV file (spec 1 §2 "add from CSV"). */
function AddFromCsv() {
  const { t } = useTranslation('transit_form');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button component={RouterLink} to={CSV_IMPORT_PATH} startIcon={<UploadFile />}>
        {t('add_from_csv')}
      </Button>
    </Box>
  );
}

export function AddTransitDialog() {
  const { t } = useTranslation('transit_form');
  const [searchParams] = useSearchParams();
  const mayWrite = useMayWrite();
  const { user } = useSession();
  const mayImport = mayUser(user, 'import_csv');
  const [start] = useState(() => {
    const source = searchParams.get('initialValues') ?? '';
    const duplicate = parseInitialValues(source);
    const baseline = duplicate ?? newTransitFormValues();
    const draft = readDraft(source);
    return { source, baseline, initial: draft ?? baseline, draft, duplicate };
  });
  if (!mayWrite) return <Navigate to={DOCUMENTS_PATH} replace />;
  return (
    <TransitFormDialog
      notice={mayImport ? <AddFromCsv /> : undefined}
      title={start.duplicate ? t('duplicate_title') : t('add_title')}
      initialValues={start.initial}
      baseline={start.baseline}
      sections="all"
      save={createTransit}
      successTitle={t('transit.successfully_added_transit')}
      closeTo={DOCUMENTS_PATH}
      draftSource={start.source}
      isDraftRestored={start.draft !== null}
    />
  );
}

/**
 * `/documents/:id/edit`: the transit as it is now. With signed documents only the carriers may
 * change; a finished transit cannot be edited and goes back to its page.
 */
export function EditTransitDialog() {
  const { t } = useTranslation('transit_form');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const isValidId = Number.isInteger(id) && id > 0;
  const mayWrite = useMayWrite();
  const isOnline = useOnline();
  const query = useQuery({
    // Its own entry under the transit's key: the form starts from a fresh copy, not a cached one.
    queryKey: [...transitKeys.one(id), 'edit'],
    queryFn: () => getTransit(id),
    enabled: isValidId && mayWrite,
    gcTime: 0,
    retry: false,
  });
  if (!mayWrite) return <Navigate to={isValidId ? transitPagePath(id) : DOCUMENTS_PATH} replace />;
  if (!isValidId || query.isError) {
    return (
      <ResultDialog
        open
        severity="error"
        title={t('result.load_failed')}
        onClose={() => void navigate(DOCUMENTS_PATH)}
      />
    );
  }
  const transit = query.data;
  if (!transit) {
    return (
      <ResponsiveDialog open maxWidth="lg" onClose={() => void navigate(transitPagePath(id))}>
        <DialogTitle>{t('loading')}</DialogTitle>
        <DialogContent>
          <Skeleton variant="rounded" height={320} aria-label={t('loading')} />
        </DialogContent>
      </ResponsiveDialog>
    );
  }
  // Every section, only the carriers once something is signed, or none (the transit's actions).
  const sections = isOnline ? editableTransitSections(transit.actions) : [];
  if (sections.length === 0) {
    return (
      <ResultDialog
        open
        severity="error"
        title={
          transit.refusals?.edit_carriers === 'transit_finished'
            ? t('result.finished')
            : t('result.not_editable')
        }
        onClose={() => void navigate(transitPagePath(id), { replace: true })}
      />
    );
  }
  const values = transitToForm(transit);
  return (
    <TransitFormDialog
      title={t('edit_title', { number: transit.transit_number })}
      initialValues={values}
      baseline={values}
      sections={sections.includes('dates') ? 'all' : 'carriers'}
      version={transit.version}
      save={(body: TransitCreateRequest, version) => updateTransit(id, body, version)}
      reload={async () => {
        const fresh = await getTransit(id);
        return { values: transitToForm(fresh), version: fresh.version };
      }}
      successTitle={t('transit.successfully_edited_transit')}
      closeTo={transitPagePath(id)}
    />
  );
}
