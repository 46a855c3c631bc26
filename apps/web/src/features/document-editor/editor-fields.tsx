import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PAPER_LAYOUTS,
  PALLET_MOVES,
  PALLET_TYPES,
  PAYMENT_ROWS,
  TEXT_AREA_MAX_ROWS,
  TEXT_AREA_MIN_ROWS,
  TRANSPORT_MODES,
  formatCoordinate,
  layoutLabel,
  normalizeCoordinateText,
  type DocumentLocks,
} from '@transitdocs/domain';
import { createContext, useContext, useId } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { DateField, TimeField, useTranslateError } from '../../ui/index.ts';
import { getAt, isPathLocked, joinPath, type DataPath, type EditorData } from './data-paths.ts';
import { ClientPicker } from './client-picker.tsx';
import { CurrencyOptions } from './currency-options.tsx';
import { FleetPicker, PersonPicker } from './party-pickers.tsx';
import type { ChoiceField, FieldSpec, LeafField, ListField } from './wizard-config.ts';

export type EditMode = 'full' | 'simplified';

export type EditorState = {
  data: EditorData;
  setValue: (path: DataPath, value: unknown) => void;
  /** Replaces the value at `path` by `change` of its latest value (pickers answering late). */
  updateValue: (path: DataPath, change: (current: unknown) => unknown) => void;
  /** Error keys by dotted path. */
  errors: Record<string, string>;
  locks: DocumentLocks;
  mode: EditMode;
};

export const EditorContext = createContext<EditorState | null>(null);

function useEditor(): EditorState {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('Editor fields need an EditorContext');
  return editor;
}

const NUMBER_PATTERN = /^\d+([.,]\d+)?$/;
const COORDINATE_EXAMPLE = { latitude: 52.2297, longitude: 21.0122 } as const;
const INTEGER_PATTERN = /^\d+$/;

/** Typed text to the stored value: numbers when they read as numbers, empty as null. */
function toStored(kind: LeafField['kind'], typed: string, previous: unknown): unknown {
  const trimmed = typed.trim();
  switch (kind) {
    case 'number':
      if (trimmed === '') return null;
      return NUMBER_PATTERN.test(trimmed) && !typed.endsWith('.')
        ? Number(trimmed.replace(',', '.'))
        : typed;
    case 'integer':
      if (trimmed === '') return null;
      return INTEGER_PATTERN.test(trimmed) ? Number(trimmed) : typed;
    case 'date':
    case 'time':
    case 'latitude':
    case 'longitude':
      return trimmed === '' ? null : typed;
    case 'currency': {
      const code = typed.trim().toUpperCase();
      return code === '' ? null : code;
    }
    case 'country': {
      const code = typed.toUpperCase();
      if (code === '') return null;
      const old = Array.isArray(previous) ? previous : [];
      return [code, old[0] === code && typeof old[1] === 'string' ? old[1] : code];
    }
    case 'text':
    case 'multiline':
      return typed;
  }
}

/** The stored value as the input shows it (a country by its code). */
function toShown(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : '';
  return '';
}

function useFieldState(path: DataPath) {
  const editor = useEditor();
  const translateError = useTranslateError();
  const message = editor.errors[path];
  return {
    editor,
    value: getAt(editor.data, path),
    error: message ? translateError(message) : undefined,
    isLocked: isPathLocked(editor.locks, path),
  };
}

/** A text area starts at 3 rows and grows to 8, unless its field fixes its rows (spec 2 §9). */
function textAreaRows(rows: number | undefined) {
  return rows === undefined
    ? { multiline: true, minRows: TEXT_AREA_MIN_ROWS, maxRows: TEXT_AREA_MAX_ROWS }
    : { multiline: true, rows };
}

function LeafInput({ spec, path }: { spec: LeafField; path: DataPath }) {
  const { t } = useTranslation('document_editor');
  const { editor, value, error, isLocked } = useFieldState(path);
  const currencyListId = useId();
  const kind = spec.kind;
  if (kind === 'date' || kind === 'time') {
    const Field = kind === 'date' ? DateField : TimeField;
    return (
      <Field
        label={t(`fields.${spec.label}`)}
        name={path}
        value={toShown(value)}
        onChange={(text) => {
          editor.setValue(path, toStored(kind, text, value));
        }}
        error={error}
        readOnly={isLocked}
      />
    );
  }
  // Coordinates: decimal degrees or `dd° mm' ss.s" N`, shown the second way.
  const axis = kind === 'latitude' || kind === 'longitude' ? kind : null;
  const isCurrency = kind === 'currency';
  return (
    <>
      {isCurrency ? <CurrencyOptions id={currencyListId} /> : null}
      <TextField
        label={t(`fields.${spec.label}`)}
        name={path}
        value={axis && typeof value === 'number' ? formatCoordinate(value, axis) : toShown(value)}
        onChange={(event) => {
          editor.setValue(path, toStored(kind, event.target.value, value));
        }}
        onBlur={() => {
          if (!axis || typeof value !== 'string') return;
          const normalized = normalizeCoordinateText(value, axis);
          if (normalized !== value) editor.setValue(path, normalized);
        }}
        {...(kind === 'multiline' ? textAreaRows(spec.rows) : {})}
        error={Boolean(error)}
        helperText={
          error ??
          (axis
            ? t('fields.coordinate_hint', {
                decimal: String(COORDINATE_EXAMPLE[axis]),
                dms: formatCoordinate(COORDINATE_EXAMPLE[axis], axis),
              })
            : undefined)
        }
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: isLocked,
            inputMode: kind === 'number' ? 'decimal' : kind === 'integer' ? 'numeric' : undefined,
            maxLength: kind === 'country' || isCurrency ? 3 : undefined,
            list: isCurrency ? currencyListId : undefined,
          },
        }}
      />
    </>
  );
}

function ChoiceInput({ spec, path }: { spec: ChoiceField; path: DataPath }) {
  const { t } = useTranslation('document_editor');
  const { editor, value, error, isLocked } = useFieldState(path);
  return (
    <TextField
      select
      label={t(`fields.${spec.label}`)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        editor.setValue(path, event.target.value === '' ? null : event.target.value);
      }}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ select: { native: true, readOnly: isLocked }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('choices.none')}</option>
      {spec.options.map((option) => (
        <option key={option} value={option}>
          {t(`choices.${option}`)}
        </option>
      ))}
    </TextField>
  );
}

function TransportModeInput({ path }: { path: DataPath }) {
  const { t } = useTranslation('document_editor');
  const { editor, value, error, isLocked } = useFieldState(path);
  const code = typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : 3;
  return (
    <TextField
      select
      label={t('fields.transportMode')}
      value={typeof code === 'number' ? String(code) : '3'}
      onChange={(event) => {
        const next = TRANSPORT_MODES.find((mode) => String(mode.code) === event.target.value);
        if (next) editor.setValue(path, { code: next.code, name: next.name });
      }}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{ select: { readOnly: isLocked } }}
    >
      {TRANSPORT_MODES.map((mode) => (
        <MenuItem key={mode.code} value={String(mode.code)}>
          {mode.code} – {mode.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const PAYMENT_CELLS = ['sender', 'senderCurrency', 'consignee', 'consigneeCurrency'] as const;

/**
 * CMR box 20: seven rows, amount and currency for the sender and for the consignee. Every input
 * carries its own visible label (as boxes 20.x print them), so a row reads without a header.
 */
function PaymentsGrid({ path }: { path: DataPath }) {
  const { t } = useTranslation('document_editor');
  const language = currentLanguage();
  const grid = PAPER_LAYOUTS.CMR.boxes.find((box) => box.id === '20');
  const headingId = useId();
  const currencyListId = useId();
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('fields.payments')}
      </Typography>
      <CurrencyOptions id={currencyListId} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: '1.4fr repeat(4, 1fr)' },
          columnGap: 1,
          rowGap: { xs: 1, md: 2 },
          alignItems: 'center',
        }}
      >
        {PAYMENT_ROWS.map((row) => {
          const rowLabels = grid?.rows?.find((entry) => entry.id === row);
          const rowName = rowLabels ? layoutLabel(rowLabels, language) : row;
          return [
            <Typography
              key={`${row}-label`}
              variant="body2"
              sx={{
                gridColumn: { xs: '1 / -1', md: 'auto' },
                fontWeight: 500,
                mt: { xs: 1, md: 0 },
              }}
            >
              {rowLabels?.number} {rowName}
            </Typography>,
            ...PAYMENT_CELLS.map((cell) => (
              <PaymentCell
                key={`${row}-${cell}`}
                path={joinPath(path, row, cell)}
                rowName={rowName}
                cell={cell}
                currencyListId={currencyListId}
              />
            )),
          ];
        })}
      </Box>
    </Box>
  );
}

function PaymentCell(props: {
  path: DataPath;
  rowName: string;
  cell: (typeof PAYMENT_CELLS)[number];
  currencyListId: string;
}) {
  const { t } = useTranslation('document_editor');
  const { editor, value, error, isLocked } = useFieldState(props.path);
  const isCurrency = props.cell.endsWith('Currency');
  const column = t(`fields.payment_${props.cell}`);
  return (
    <TextField
      label={column}
      value={
        typeof value === 'number' || typeof value === 'string'
          ? String(value)
          : isCurrency
            ? 'EUR'
            : ''
      }
      onChange={(event) => {
        const typed = event.target.value;
        editor.setValue(
          props.path,
          isCurrency ? typed.toUpperCase() : toStored('number', typed, value),
        );
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        // Above the box even when empty: a narrow phone column has no room for it inside.
        inputLabel: { shrink: true },
        htmlInput: {
          // The visible label names the column; the accessible name adds the row.
          'aria-label': t('fields.payment_cell', { row: props.rowName, column }),
          readOnly: isLocked,
          inputMode: isCurrency ? undefined : 'decimal',
          maxLength: isCurrency ? 3 : undefined,
          list: isCurrency ? props.currencyListId : undefined,
        },
      }}
    />
  );
}

/** KW: the 11 pallet types by loaded, unloaded, issued and returned. */
function PalletsGrid({ path }: { path: DataPath }) {
  const { t } = useTranslation('document_editor');
  const language = currentLanguage();
  const grid = PAPER_LAYOUTS.KW.boxes.find((box) => box.id === 'pallets');
  const headingId = useId();
  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('fields.pallets')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: '1.6fr repeat(4, 1fr)' },
          gap: 1,
          alignItems: 'center',
        }}
      >
        {PALLET_TYPES.map((type) => {
          const row = grid?.rows?.find((entry) => entry.id === type);
          const rowName = row ? layoutLabel(row, language) : type;
          return [
            <Typography
              key={`${type}-label`}
              variant="body2"
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            >
              {rowName}
            </Typography>,
            ...PALLET_MOVES.map((move) => {
              const column = grid?.columns?.find((entry) => entry.id === move);
              return (
                <PalletCell
                  key={`${type}-${move}`}
                  path={joinPath(path, type, move)}
                  label={t('fields.payment_cell', {
                    row: rowName,
                    column: column ? layoutLabel(column, language) : move,
                  })}
                />
              );
            }),
          ];
        })}
      </Box>
    </Box>
  );
}

function PalletCell({ path, label }: { path: DataPath; label: string }) {
  const { editor, value, error, isLocked } = useFieldState(path);
  return (
    <TextField
      size="small"
      value={toShown(value)}
      onChange={(event) => {
        editor.setValue(path, toStored('integer', event.target.value, value));
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { 'aria-label': label, readOnly: isLocked, inputMode: 'numeric' } }}
    />
  );
}

function ListInput({ spec, path }: { spec: ListField; path: DataPath }) {
  const { t } = useTranslation('document_editor');
  const { editor, value, error, isLocked } = useFieldState(path);
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {items.map((_, index) => {
        const itemPath = joinPath(path, index);
        const title = t(`fields.${spec.label}`, { number: index + 1 });
        return (
          <Box
            key={index}
            component="fieldset"
            aria-label={title}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
          >
            <Box component="legend" sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="span">
                {title}
              </Typography>
              {isLocked ? null : (
                <IconButton
                  size="small"
                  aria-label={t('actions.remove_item', { item: title })}
                  onClick={() => {
                    editor.setValue(
                      path,
                      items.filter((__, other) => other !== index),
                    );
                  }}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Box>
            <FieldList fields={spec.fields} base={itemPath} />
          </Box>
        );
      })}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {isLocked ? null : (
        <Button
          startIcon={<Add />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            editor.setValue(path, [...items, {}]);
          }}
        >
          {t(`fields.${spec.addLabel}`)}
        </Button>
      )}
    </Box>
  );
}

export function isFieldShown(spec: FieldSpec, mode: EditMode): boolean {
  return mode === 'full' || spec.isFullOnly !== true;
}

function FieldView({ spec, base }: { spec: FieldSpec; base: DataPath }) {
  const { t } = useTranslation('document_editor');
  const editor = useEditor();
  const { error } = useFieldState(joinPath(base, spec.name));
  const path = joinPath(base, spec.name);
  switch (spec.kind) {
    case 'group':
      return (
        <Box
          component="fieldset"
          aria-label={t(`fields.${spec.label}`)}
          sx={{ border: 0, p: 0, m: 0 }}
        >
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {t(`fields.${spec.label}`)}
          </Typography>
          <FieldList fields={spec.fields} base={path} />
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
        </Box>
      );
    case 'list':
      return <ListInput spec={spec} path={path} />;
    case 'choice':
      return <ChoiceInput spec={spec} path={path} />;
    case 'payments':
      return <PaymentsGrid path={path} />;
    case 'pallets':
      return <PalletsGrid path={path} />;
    case 'transportMode':
      return <TransportModeInput path={path} />;
    case 'clientPicker':
      return <ClientPicker spec={spec} base={base} editor={editor} />;
    case 'personPicker':
      return <PersonPicker spec={spec} base={base} editor={editor} />;
    case 'fleetPicker':
      return <FleetPicker spec={spec} base={base} editor={editor} />;
    case 'text':
    case 'multiline':
    case 'number':
    case 'integer':
    case 'date':
    case 'time':
    case 'country':
    case 'currency':
    case 'latitude':
    case 'longitude':
      return <LeafInput spec={spec} path={path} />;
  }
}

/** The fields of a step (or of one list item), hiding the full-only ones in simplified mode. */
export function FieldList({ fields, base }: { fields: FieldSpec[]; base: DataPath }) {
  const { mode } = useEditor();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {fields
        // The position in the step is the key: one step may show two lists of the same data
        // (the receivers' parties, then their goods), which share kind and name.
        .map((spec, position) => ({ spec, key: `${String(position)}:${spec.kind}:${spec.name}` }))
        .filter(({ spec }) => isFieldShown(spec, mode))
        .map(({ spec, key }) => (
          <Box
            key={key}
            sx={{
              gridColumn: [
                'group',
                'list',
                'payments',
                'pallets',
                'multiline',
                'clientPicker',
              ].includes(spec.kind)
                ? '1 / -1'
                : 'auto',
            }}
          >
            <FieldView spec={spec} base={base} />
          </Box>
        ))}
    </Box>
  );
}
