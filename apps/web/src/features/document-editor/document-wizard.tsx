import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DOCUMENT_TYPES,
  PALLET_MOVES,
  PALLET_TYPES,
  PAYMENT_ROWS,
  dropEmptyDocumentPartsOf,
  parseDocumentData,
  type DocumentLocks,
} from '@transitdocs/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useNavigate } from 'react-router';
import { createGeneratedDocument, updateDocumentData } from '../../api/document-editor.ts';
import { ApiError } from '../../api/http.ts';
import { ConfirmDialog, ResponsiveDialog, useTranslateError } from '../../ui/index.ts';
import {
  EditConflictDialog,
  isEditConflict,
  loadErrorsOf,
  mergeUnsavedChanges,
  UnsavedChangesPanel,
  type EditConflict,
  type UnsavedChange,
} from '../transit-form/edit-conflict.tsx';
import { getAt, isUnder, setAt, type EditorData } from './data-paths.ts';
import { documentChanges, stepOfPath } from './document-changes.ts';
import { documentsModalPath } from './editor-paths.ts';
import { EditorContext, FieldList, type EditMode, type EditorState } from './editor-fields.tsx';
import { labelsOfPath, placeErrors } from './error-labels.ts';
import { PaperView } from './paper-view.tsx';
import type { FieldSpec, WizardConfig, WizardStep } from './wizard-config.ts';
import { UpdateResultDialog, type UpdateResult } from './update-result-dialog.tsx';

/** The document as saved now, for an editor whose save was refused as outdated. */
export type LoadedDocument = { data: EditorData; version: string | undefined };

export type DocumentWizardProps = {
  config: WizardConfig;
  transitId: number;
  /** Set when editing: PATCH instead of POST. */
  documentId?: number;
  initialData: EditorData;
  /** The version `initialData` was loaded from (edit); the save sends it back as If-Match. */
  version?: string | undefined;
  /** Loads the document as saved now, offered when someone else saved it after it was opened. */
  reload?: () => Promise<LoadedDocument>;
  locks: DocumentLocks;
  /** The viewer's party may not change everything (spec 2 §4 sign permission flags). */
  isLimitedByRights?: boolean;
  /** Where closing without saving goes. */
  closeTo: string;
};

/** Every error of the whole document, by dotted path (first message of each path). */
function validate(config: WizardConfig, data: EditorData): Record<string, string> {
  const result = parseDocumentData(config.code, dropEmptyDocumentPartsOf(config.code, data));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

function stepOwns(step: WizardStep, path: string): boolean {
  const prefixes = [...step.fields.map((field) => field.name), ...(step.validates ?? [])];
  return prefixes.some((prefix) => isUnder(path, prefix));
}

/** Errors of one step; list-level messages (e.g. no loading place) belong to their step. */
function errorsOfStep(step: WizardStep, errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOwns(step, path)));
}

const PAYMENT_CELLS = ['sender', 'senderCurrency', 'consignee', 'consigneeCurrency'] as const;

/** Paths a field of the step shows its error under; other errors go to the step's alert. */
function shownPaths(fields: FieldSpec[], base: string, data: EditorData, mode: EditMode): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    if (mode === 'simplified' && field.isFullOnly) continue;
    const path = base ? `${base}.${field.name}` : field.name;
    paths.push(path);
    if (field.kind === 'group') paths.push(...shownPaths(field.fields, path, data, mode));
    // The grids show each cell's message under the cell.
    if (field.kind === 'payments') {
      for (const row of PAYMENT_ROWS)
        paths.push(...PAYMENT_CELLS.map((cell) => `${path}.${row}.${cell}`));
    }
    if (field.kind === 'pallets') {
      for (const type of PALLET_TYPES)
        paths.push(...PALLET_MOVES.map((move) => `${path}.${type}.${move}`));
    }
    if (field.kind === 'list') {
      const items = path.split('.').reduce<unknown>((value, key) => {
        if (typeof value !== 'object' || value === null) return undefined;
        return (value as Record<string, unknown>)[key];
      }, data);
      if (Array.isArray(items)) {
        items.forEach((_, index) => {
          paths.push(...shownPaths(field.fields, `${path}.${index}`, data, mode));
        });
      }
    }
  }
  return paths;
}

function serverErrors(error: ApiError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors())) {
    const key = path.replace(/^document_data\.?/, '');
    if (messages[0]) errors[key] = messages[0];
  }
  return errors;
}

/** What the error alert names: each field with its message, and other steps with errors. */
type ErrorSummary = {
  entries: { path: string; field: string; message: string }[];
  otherSteps: string[];
};

function receiversCount(data: EditorData): number {
  return Array.isArray(data.receivers) ? data.receivers.length : 0;
}

/**
 * The editor of a generated document: one page per step with step validation by the type's
 * schema, then the paper preview with Save (spec 2 §2, §4).
 */
export function DocumentWizard(props: DocumentWizardProps) {
  const { config, transitId, documentId, initialData, reload, locks, closeTo } = props;
  const isLimitedByRights = props.isLimitedByRights ?? false;
  const { t } = useTranslation('document_editor');
  const translateError = useTranslateError();
  const navigate = useNavigate();
  const titleId = useId();
  const [data, setData] = useState<EditorData>(initialData);
  // The data and version the editor started from; a refetch of the route's query moves neither.
  const [loaded, setLoaded] = useState<LoadedDocument>(() => ({
    data: initialData,
    version: props.version,
  }));
  const baseline = useMemo(() => JSON.stringify(loaded.data), [loaded.data]);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [keptChanges, setKeptChanges] = useState<UnsavedChange[] | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [mode, setMode] = useState<EditMode>('full');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<ErrorSummary | null>(null);
  const [isSplitConfirmOpen, setSplitConfirmOpen] = useState(false);
  const [isCloseConfirmOpen, setCloseConfirmOpen] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [saveMessages, setSaveMessages] = useState<string[] | null>(null);
  const [updateResult, setUpdateResult] = useState<UpdateResult | null>(null);

  const steps = config.steps;
  const isPreview = stepIndex === steps.length;
  const isDirty = JSON.stringify(data) !== baseline || keptChanges !== null;
  const typeName = t(`types.${config.code}`);

  const editor: EditorState = useMemo(() => {
    // A changed value answers the errors at its path and under it (a picker fills a whole party).
    const clearError = (path: string) => {
      setErrors((current) => {
        const kept = Object.entries(current).filter(([key]) => !isUnder(key, path));
        return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
      });
    };
    return {
      data,
      errors,
      locks,
      mode,
      setValue: (path, value) => {
        setData((current) => setAt(current, path, value));
        clearError(path);
      },
      updateValue: (path, change) => {
        setData((current) => setAt(current, path, change(getAt(current, path))));
        clearError(path);
      },
    };
  }, [data, errors, locks, mode]);

  /**
   * Shows `all` errors on step `index`: each under its field, and named in the summary with the
   * other steps that have errors too. Without such a step, every error is named.
   */
  function showErrors(index: number, all: Record<string, string>) {
    const step = steps[index];
    const own = step ? errorsOfStep(step, all) : all;
    const fields = step ? step.fields : steps.flatMap((entry) => entry.fields);
    setErrors(step ? placeErrors(own, shownPaths(step.fields, '', data, mode)) : own);
    setSummary({
      entries: Object.entries(own).map(([path, message]) => ({
        path,
        field: labelsOfPath(fields, path, t).join(' › '),
        message,
      })),
      otherSteps: steps
        .filter((entry, other) => other !== index && Object.keys(errorsOfStep(entry, all)).length)
        .map((entry) => t(`steps.${entry.id}`)),
    });
  }

  /** Shows the step's errors; true when it has none. */
  function checkStep(index: number): boolean {
    const step = steps[index];
    if (!step) return true;
    const stepErrors = errorsOfStep(step, validate(config, data));
    showErrors(index, stepErrors);
    return Object.keys(stepErrors).length === 0;
  }

  function goTo(index: number) {
    setSummary(null);
    setStepIndex(index);
  }

  function goNext() {
    if (checkStep(stepIndex)) {
      setErrors({});
      goTo(stepIndex + 1);
    }
  }

  /** Goes to the first step with one of `all` errors and shows them; false when there are any. */
  function showFirstStepOf(all: Record<string, string>): boolean {
    if (Object.keys(all).length === 0) return true;
    const first = steps.findIndex((step) => Object.keys(errorsOfStep(step, all)).length > 0);
    // Errors of no step are named where the person is (-1: no step's fields, all of them listed).
    if (first !== -1) setStepIndex(first);
    showErrors(first, all);
    return false;
  }

  /** Jumps to the first step with an error; true when the whole document is right. */
  function checkAll(): boolean {
    return showFirstStepOf(validate(config, data));
  }

  async function save(splitPerReceiver: boolean) {
    setSaving(true);
    setSaveMessages(null);
    const documentData = dropEmptyDocumentPartsOf(config.code, data) as EditorData;
    try {
      if (documentId === undefined) {
        await createGeneratedDocument({
          transit: transitId,
          type: DOCUMENT_TYPES[config.code],
          document_data: documentData,
          ...(splitPerReceiver ? { split_per_receiver: true } : {}),
        });
      } else {
        await updateDocumentData(documentId, documentData, loaded.version);
        // An edit is answered in a dialog whose OK goes on (spec 2 §8).
        setUpdateResult({ isSuccess: true });
        return;
      }
      void navigate(documentsModalPath(transitId), {
        state: { successMessage: t('saved', { type: typeName }) },
      });
    } catch (error) {
      setSaving(false);
      setSplitConfirmOpen(false);
      if (reload && isEditConflict(error)) {
        setConflict({ isLoading: false, loadErrors: null });
        return;
      }
      const messages = error instanceof ApiError ? error.nonFieldErrors() : ['network_error'];
      setSaveMessages(messages);
      // The server's field messages go under their fields, on the step that shows them.
      if (error instanceof ApiError) showFirstStepOf(serverErrors(error));
      if (documentId !== undefined) setUpdateResult({ isSuccess: false, messages });
    }
  }

  /**
   * Their version into the editor, on the first step where something was typed; what was typed
   * stays listed above the fields (nothing is lost).
   */
  async function loadTheirs() {
    if (!reload) return;
    const typed = documentChanges(loaded.data, data, steps, t);
    setConflict({ isLoading: true, loadErrors: null });
    try {
      const fresh = await reload();
      setLoaded(fresh);
      setData(fresh.data);
      setErrors({});
      setSummary(null);
      setSaveMessages(null);
      setKeptChanges((earlier) => mergeUnsavedChanges(earlier, typed));
      const typedSteps = typed
        .map((change) => stepOfPath(steps, change.path, t).index)
        .filter((index) => index !== -1);
      if (typedSteps.length > 0) setStepIndex(Math.min(...typedSteps));
      setConflict(null);
      // The list of what was typed is at the top, above the fields.
      if (contentRef.current) contentRef.current.scrollTop = 0;
    } catch (error) {
      setConflict({ isLoading: false, loadErrors: loadErrorsOf(error) });
    }
  }

  function requestSave() {
    setCloseConfirmOpen(false);
    if (!checkAll()) return;
    if (documentId === undefined && receiversCount(data) > 1) {
      setSplitConfirmOpen(true);
      return;
    }
    void save(false);
  }

  function requestClose() {
    if (isDirty) setCloseConfirmOpen(true);
    else void navigate(closeTo);
  }

  const step = steps[stepIndex];
  const previewData = dropEmptyDocumentPartsOf(config.code, data) as EditorData;

  return (
    <EditorContext.Provider value={editor}>
      <ResponsiveDialog open maxWidth="lg" onClose={requestClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 2, pr: 7 }}>
          {documentId === undefined
            ? t('title_new', { type: typeName })
            : t('title_edit', { type: typeName })}
          <IconButton
            aria-label={t('actions.close')}
            onClick={requestClose}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent ref={contentRef} dividers>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <Box
              component="nav"
              aria-label={t('steps.aria_label')}
              sx={{ flex: 1, minWidth: 280, overflowX: 'auto' }}
            >
              <Stepper nonLinear activeStep={stepIndex}>
                {[...steps.map((entry) => entry.id), 'preview'].map((id, index) => (
                  <Step key={id} completed={index < stepIndex}>
                    <StepButton
                      // Going back is free; going forward passes the checks of each step.
                      onClick={() => {
                        if (index <= stepIndex) goTo(index);
                      }}
                    >
                      {t(`steps.${id}`)}
                    </StepButton>
                  </Step>
                ))}
              </Stepper>
            </Box>
            {config.hasModes && !isPreview ? (
              <ToggleButtonGroup
                exclusive
                size="small"
                value={mode}
                aria-label={t('mode.label')}
                onChange={(_, next: EditMode | null) => {
                  if (next) setMode(next);
                }}
              >
                <ToggleButton value="full">{t('mode.full')}</ToggleButton>
                <ToggleButton value="simplified">{t('mode.simplified')}</ToggleButton>
              </ToggleButtonGroup>
            ) : null}
          </Box>
          {locks.sections.length > 0 ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t(isLimitedByRights ? 'locked_by_rights' : 'locked_notice')}
            </Alert>
          ) : null}
          {keptChanges ? (
            <UnsavedChangesPanel
              namespace="document_editor"
              changes={keptChanges}
              onDismiss={() => {
                setKeptChanges(null);
              }}
            />
          ) : null}
          {saveMessages ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('save_failed')}
              {saveMessages.map((message) => (
                <div key={message}>{translateError(message)}</div>
              ))}
            </Alert>
          ) : null}
          {summary && (summary.entries.length > 0 || summary.otherSteps.length > 0) ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {t('step_errors')}
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {summary.entries.map((entry) => (
                  <li key={entry.path}>
                    {entry.field
                      ? t('error_entry', {
                          field: entry.field,
                          message: translateError(entry.message),
                        })
                      : translateError(entry.message)}
                  </li>
                ))}
              </Box>
              {summary.otherSteps.length > 0 ? (
                <div>{t('other_steps', { steps: summary.otherSteps.join(', ') })}</div>
              ) : null}
            </Alert>
          ) : null}
          {step ? (
            <Box component="section" aria-label={t(`steps.${step.id}`)}>
              <FieldList fields={step.fields} base="" />
            </Box>
          ) : (
            <PaperView code={config.code} documentData={previewData} />
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              goTo(stepIndex - 1);
            }}
            disabled={stepIndex === 0 || isSaving}
          >
            {t('actions.back')}
          </Button>
          {isPreview ? (
            <Button variant="contained" onClick={requestSave} loading={isSaving}>
              {t('actions.save')}
            </Button>
          ) : (
            <Button variant="contained" onClick={goNext}>
              {t('actions.next')}
            </Button>
          )}
        </DialogActions>
      </ResponsiveDialog>
      <UpdateResultDialog
        result={updateResult}
        onClose={() => {
          const wasSaved = updateResult?.isSuccess === true;
          setUpdateResult(null);
          // The dialog has told the outcome; the documents list needs no second message.
          if (wasSaved) void navigate(documentsModalPath(transitId));
        }}
      />
      <EditConflictDialog
        namespace="document_editor"
        conflict={conflict}
        onLoadTheirs={() => void loadTheirs()}
        onKeepEditing={() => {
          setConflict(null);
        }}
      />
      <ConfirmDialog
        open={isSplitConfirmOpen}
        title={t('split.title')}
        message={t('split.message', { receivers: receiversCount(data) })}
        confirmLabel={t('split.confirm')}
        isBusy={isSaving}
        onConfirm={() => void save(true)}
        onCancel={() => {
          setSplitConfirmOpen(false);
        }}
      />
      <ResponsiveDialog
        open={isCloseConfirmOpen}
        onClose={() => {
          setCloseConfirmOpen(false);
        }}
        aria-labelledby={`${titleId}-close`}
      >
        <DialogTitle id={`${titleId}-close`}>{t('unsaved.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('unsaved.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setCloseConfirmOpen(false);
            }}
          >
            {t('actions.keep_editing')}
          </Button>
          <Button color="error" onClick={() => void navigate(closeTo)}>
            {t('actions.discard')}
          </Button>
          <Button variant="contained" onClick={requestSave}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </ResponsiveDialog>
    </EditorContext.Provider>
  );
}
