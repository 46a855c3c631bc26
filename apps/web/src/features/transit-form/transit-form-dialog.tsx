import ExpandMore from '@mui/icons-material/ExpandMore';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  hasIncompleteParts,
  incompleteTransitParts,
  TransitCreateRequest,
  TRANSIT_SECTIONS,
  type IncompleteTransitParts,
  type Transit,
  type TransitSection,
} from '@transitdocs/domain';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { transitKeys } from '../../api/transits.ts';
import { useOnline } from '../../app/use-online.ts';
import { ResponsiveDialog, ResultDialog, useTranslateError } from '../../ui/index.ts';
import { CarriersSection } from './carriers-section.tsx';
import { describePath } from './describe-path.ts';
import { DroppedPartsDialog } from './dropped-parts-dialog.tsx';
import {
  EditConflictDialog,
  isEditConflict,
  loadErrorsOf,
  mergeUnsavedChanges,
  UnsavedChangesPanel,
  type EditConflict,
  type UnsavedChange,
} from './edit-conflict.tsx';
import { ReceiversSection } from './receivers-section.tsx';
import { transitChanges } from './transit-changes.ts';
import { clearDraft, writeDraft } from './transit-draft.ts';
import type { TransitFormValues } from './transit-form-values.ts';
import { transitPagePath } from './transit-form-paths.ts';
import {
  buildPayload,
  splitPath,
  toFormPath,
  transitFormResolver,
  type DropRule,
  type PayloadIndexes,
  type PayloadSections,
} from './transit-payload.ts';
import { AdditionalSection, DatesSection, SenderSection } from './transit-sections.tsx';

const DRAFT_DELAY_MS = 300;

const SECTION_OF_FIELD: Record<string, TransitSection> = {
  loading_date: 'dates',
  loading_time: 'dates',
  unloading_date: 'dates',
  unloading_time: 'dates',
  sender_client: 'sender',
  sender_employee: 'sender',
  sender_location: 'sender',
  carrier: 'carriers',
  receivers: 'receivers',
  sender_instruction: 'additional',
  special_agreements: 'additional',
};

function sectionsWithErrors(errors: FieldErrors<TransitFormValues>): Set<TransitSection> {
  return new Set(
    Object.keys(errors).flatMap((field) => {
      const section = SECTION_OF_FIELD[field];
      return section ? [section] : [];
    }),
  );
}

type Outcome =
  { severity: 'success'; transitId: number } | { severity: 'error'; messages: string[] };

/** The transit as saved now, for a form whose save was refused as outdated. */
export type LoadedTransit = { values: TransitFormValues; version: string | undefined };

export type TransitFormDialogProps = {
  title: string;
  /** What the form shows first (a restored draft, a duplicate, a loaded transit or defaults). */
  initialValues: TransitFormValues;
  /** The values that count as "nothing changed" when closing. */
  baseline: TransitFormValues;
  sections: PayloadSections;
  /** The version the values were loaded from (edit); the save sends it back as If-Match. */
  version?: string | undefined;
  save: (body: TransitCreateRequest, version: string | undefined) => Promise<Transit>;
  /** Loads the transit as saved now, offered when someone else saved it after it was opened. */
  reload?: () => Promise<LoadedTransit>;
  successTitle: string;
  /** Where closing without saving goes. */
  closeTo: string;
  /** The add form keeps a draft under this start (see transit-draft.ts); edit keeps none. */
  draftSource?: string;
  isDraftRestored?: boolean;
  notice?: ReactNode;
};

/**
 * The transit form (spec 1 §2): dates, sender with loading places, carriers, receivers and
 * additional information as sections; validated with the domain schema after the drop rules.
 */
export function TransitFormDialog(props: TransitFormDialogProps) {
  const { title, initialValues, sections, save, reload, successTitle, closeTo } = props;
  const { draftSource, isDraftRestored = false, notice } = props;
  const { t } = useTranslation('transit_form');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isOnline = useOnline();
  const titleId = useId();
  const resolver = useMemo(() => transitFormResolver(sections), [sections]);
  const form = useForm<TransitFormValues>({ resolver, defaultValues: initialValues });
  const { control, handleSubmit, getValues, setError, reset, subscribe, formState, trigger } = form;
  const [dropped, setDropped] = useState<IncompleteTransitParts | null>(null);
  const [expanded, setExpanded] = useState<Set<TransitSection>>(() => new Set(TRANSIT_SECTIONS));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isUnsavedOpen, setUnsavedOpen] = useState(false);
  const [showRestored, setShowRestored] = useState(isDraftRestored);
  const [isSaved, setSaved] = useState(false);
  // What the form was loaded from stays put when the parent's query refetches (a real-time
  // update): the save must send the version the person saw, or it would overwrite unseen.
  const [loaded, setLoaded] = useState<LoadedTransit>(() => ({
    values: props.baseline,
    version: props.version,
  }));
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [keptChanges, setKeptChanges] = useState<UnsavedChange[] | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const baseline = loaded.values;
  const baselineJson = useMemo(() => JSON.stringify(baseline), [baseline]);
  const isCarriersOnly = sections === 'carriers';

  const isChanged = () => JSON.stringify(getValues()) !== baselineJson || keptChanges !== null;

  useEffect(() => {
    // Once saved, nothing is kept: the effect stops and its pending write is cancelled.
    if (draftSource === undefined || isSaved) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const store = () => {
      if (JSON.stringify(getValues()) === baselineJson) clearDraft();
      else writeDraft(draftSource, getValues());
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(store, DRAFT_DELAY_MS);
      },
    });
    // A reload within the delay still keeps the last keystrokes.
    window.addEventListener('pagehide', store);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('pagehide', store);
    };
  }, [draftSource, isSaved, subscribe, getValues, baselineJson]);

  const close = () => {
    if (draftSource !== undefined) clearDraft();
    void navigate(closeTo);
  };

  const serverMessages = (error: unknown, indexes: PayloadIndexes): string[] => {
    if (!(error instanceof ApiError)) return [translateError('network_error')];
    const lines = error.nonFieldErrors().map(translateError);
    for (const [key, messages] of Object.entries(error.fieldErrors())) {
      const [first] = messages;
      if (!first) continue;
      const path = toFormPath(splitPath(key), indexes);
      setError(path as FieldPath<TransitFormValues>, { type: 'server', message: first });
      lines.push(`${describePath(path, t)}: ${translateError(first)}`);
    }
    return lines.length > 0 ? lines : [translateError('server_error')];
  };

  /** Sends the form under a drop rule (its rows checked before); the outcome as a dialog. */
  const saveValues = async (values: TransitFormValues, rule: DropRule) => {
    const { payload, indexes } = buildPayload(values, sections, rule);
    try {
      const saved = await save(TransitCreateRequest.parse(payload), loaded.version);
      setSaved(true);
      if (draftSource !== undefined) clearDraft();
      await queryClient.invalidateQueries({ queryKey: transitKeys.all });
      setOutcome({ severity: 'success', transitId: saved.id });
    } catch (error) {
      if (reload && isEditConflict(error)) setConflict({ isLoading: false, loadErrors: null });
      else setOutcome({ severity: 'error', messages: serverMessages(error, indexes) });
    }
  };

  const openSectionsWithErrors = (errors: FieldErrors<TransitFormValues>) => {
    // Sections with a message open, so the message (and its field) can be seen.
    setExpanded((open) => new Set([...open, ...sectionsWithErrors(errors)]));
  };

  const submit = handleSubmit((values) => saveValues(values, 'empty'), openSectionsWithErrors);

  /** Save, first saying in one line what the submit rule would drop of what was typed. */
  const requestSave = () => {
    const parts = incompleteTransitParts(buildPayload(getValues(), sections).payload);
    if (hasIncompleteParts(parts)) setDropped(parts);
    else void submit();
  };

  /**
   * The submit rule of spec 1 §4, confirmed: what is left is checked and sent; if even that is
   * refused (no loading place left), the form marks every field to complete instead.
   */
  const saveWithoutIncomplete = async () => {
    setDropped(null);
    const values = getValues();
    const { payload } = buildPayload(values, sections, 'incomplete');
    if (TransitCreateRequest.safeParse(payload).success) {
      await saveValues(values, 'incomplete');
      return;
    }
    await completeIncomplete();
  };

  /** Back to the form with the fields to complete marked, nothing sent. */
  const completeIncomplete = async () => {
    setDropped(null);
    await trigger();
    openSectionsWithErrors(form.formState.errors);
  };

  /** Their version into the form; what was typed stays listed above it (nothing is lost). */
  const loadTheirs = async () => {
    if (!reload) return;
    const typed = transitChanges(baseline, getValues(), t);
    setConflict({ isLoading: true, loadErrors: null });
    try {
      const fresh = await reload();
      setLoaded(fresh);
      reset(fresh.values);
      setKeptChanges((earlier) => mergeUnsavedChanges(earlier, typed));
      setConflict(null);
      // The list of what was typed is at the top; the save button left the form scrolled down.
      if (contentRef.current) contentRef.current.scrollTop = 0;
    } catch (error) {
      setConflict({ isLoading: false, loadErrors: loadErrorsOf(error) });
    }
  };

  const requestClose = () => {
    if (formState.isSubmitting) return;
    if (isChanged()) setUnsavedOpen(true);
    else close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return;
    // Only keys typed in this form's own fields (not in a dialog opened from it).
    if (!event.currentTarget.contains(event.target)) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      requestSave();
    } else if (event.target instanceof HTMLInputElement) {
      // Enter picks an option or ends typing; it never sends the form by accident.
      event.preventDefault();
    }
  };

  const section = (key: TransitSection, content: ReactNode) => {
    const summaryId = `${titleId}-${key}`;
    const hasErrors = sectionsWithErrors(formState.errors).has(key);
    return (
      <Accordion
        key={key}
        expanded={expanded.has(key)}
        onChange={(_event, isExpanded) => {
          setExpanded((open) => {
            const next = new Set(open);
            if (isExpanded) next.add(key);
            else next.delete(key);
            return next;
          });
        }}
        disableGutters
        variant="outlined"
        slotProps={{ heading: { component: 'h3' } }}
      >
        <AccordionSummary expandIcon={<ExpandMore />} id={summaryId}>
          <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
            {t(`sections.${key}`)}
            {hasErrors && <ErrorOutline color="error" fontSize="small" titleAccess="!" />}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>{content}</AccordionDetails>
      </Accordion>
    );
  };

  const isReadOnly = (key: TransitSection) => isCarriersOnly && key !== 'carriers';

  return (
    <ResponsiveDialog
      open
      onClose={requestClose}
      maxWidth="lg"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { minHeight: { sm: '80vh' } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          requestSave();
        }}
        onKeyDown={onKeyDown}
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent ref={contentRef} dividers sx={{ px: { xs: 1, sm: 3 } }}>
          {notice}
          {keptChanges && (
            <UnsavedChangesPanel
              namespace="transit_form"
              changes={keptChanges}
              onDismiss={() => {
                setKeptChanges(null);
              }}
            />
          )}
          {showRestored && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    reset(baseline);
                    clearDraft();
                    setShowRestored(false);
                  }}
                >
                  {t('actions.discard_draft')}
                </Button>
              }
            >
              {t('draft_restored')}
            </Alert>
          )}
          {isCarriersOnly && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('read_only')}
            </Alert>
          )}
          {section('dates', <DatesSection control={control} disabled={isReadOnly('dates')} />)}
          {section('sender', <SenderSection control={control} disabled={isReadOnly('sender')} />)}
          {section('carriers', <CarriersSection form={form} />)}
          {section(
            'receivers',
            <ReceiversSection form={form} disabled={isReadOnly('receivers')} />,
          )}
          {section(
            'additional',
            <AdditionalSection control={control} disabled={isReadOnly('additional')} />,
          )}
          <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
            {t('keyboard_hint')}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={formState.isSubmitting}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isOnline}
            loading={formState.isSubmitting}
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
      <ResponsiveDialog
        open={isUnsavedOpen}
        onClose={() => {
          setUnsavedOpen(false);
        }}
        aria-labelledby={`${titleId}-unsaved`}
      >
        <DialogTitle id={`${titleId}-unsaved`}>{t('unsaved.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('unsaved.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setUnsavedOpen(false);
            }}
          >
            {t('actions.keep_editing')}
          </Button>
          <Button color="error" onClick={close}>
            {t('actions.discard')}
          </Button>
          <Button
            variant="contained"
            autoFocus
            disabled={!isOnline}
            onClick={() => {
              setUnsavedOpen(false);
              requestSave();
            }}
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
      <DroppedPartsDialog
        parts={dropped}
        onSave={() => void saveWithoutIncomplete()}
        onBack={() => void completeIncomplete()}
      />
      <EditConflictDialog
        namespace="transit_form"
        conflict={conflict}
        onLoadTheirs={() => void loadTheirs()}
        onKeepEditing={() => {
          setConflict(null);
        }}
      />
      <ResultDialog
        open={outcome !== null}
        severity={outcome?.severity ?? 'success'}
        title={outcome?.severity === 'error' ? t('result.error_title') : successTitle}
        messages={outcome?.severity === 'error' ? outcome.messages : []}
        onClose={() => {
          if (outcome?.severity === 'success') {
            if (draftSource !== undefined) clearDraft();
            void navigate(transitPagePath(outcome.transitId), { replace: true });
          } else {
            setOutcome(null);
          }
        }}
      />
    </ResponsiveDialog>
  );
}
