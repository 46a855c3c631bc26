import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportColumn, ReportColumnSetting } from '@transitdocs/domain';
import { memo, useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { moveEntry } from './report-columns.ts';

export type ReportColumnsEditorProps = {
  entries: readonly ReportColumnSetting[];
  onChange: Dispatch<SetStateAction<ReportColumnSetting[]>>;
  maxNameLength: number;
  disabled?: boolean;
};

type Direction = 'up' | 'down';

type ColumnRowProps = {
  entry: ReportColumnSetting;
  index: number;
  isLast: boolean;
  maxNameLength: number;
  disabled: boolean;
  onRename: (key: ReportColumn, name: string) => void;
  onMove: (key: ReportColumn, direction: Direction) => void;
  register: (id: string, element: HTMLButtonElement | null) => void;
};

/** One column: its position, its name field and the two move buttons. Memoised per entry. */
const ColumnRow = memo(function ColumnRow(props: ColumnRowProps) {
  const { entry, index, isLast, maxNameLength, disabled, onRename, onMove, register } = props;
  const { t } = useTranslation('report');
  const label = t(`columns.${entry.key}`);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        aria-hidden
        sx={{ width: 28, textAlign: 'right', color: 'text.secondary', flexShrink: 0 }}
      >
        {index + 1}.
      </Typography>
      <TextField
        label={label}
        value={entry.name}
        size="small"
        fullWidth
        disabled={disabled}
        placeholder={t('settings.left_out')}
        slotProps={{ htmlInput: { maxLength: maxNameLength }, inputLabel: { shrink: true } }}
        onChange={(event) => {
          onRename(entry.key, event.target.value);
        }}
      />
      {(['up', 'down'] as const).map((direction) => (
        <IconButton
          key={direction}
          ref={(element) => {
            register(`${entry.key}:${direction}`, element);
          }}
          aria-label={t(direction === 'up' ? 'settings.move_up' : 'settings.move_down', {
            column: label,
          })}
          disabled={disabled || (direction === 'up' ? index === 0 : isLast)}
          onClick={() => {
            onMove(entry.key, direction);
          }}
          sx={{ width: 48, height: 48 }}
        >
          {direction === 'up' ? <ArrowUpward /> : <ArrowDownward />}
        </IconButton>
      ))}
    </Box>
  );
});

/**
 * The 20 report columns in the user's order: a name field for each (empty = left out) and
 * up/down buttons. After a move the focus follows the moved column's button, so the keyboard
 * can keep moving it; at the top or bottom it goes to the other button of that column.
 */
export function ReportColumnsEditor(props: ReportColumnsEditorProps) {
  const { entries, onChange, maxNameLength, disabled = false } = props;
  const { t } = useTranslation('report');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The button to focus once the moved column is drawn at its new place.
  const focusTarget = useRef<string | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    const button = buttons.current.get(target);
    if (button && !button.disabled) button.focus();
    else {
      const [key = '', direction] = target.split(':');
      buttons.current.get(`${key}:${direction === 'up' ? 'down' : 'up'}`)?.focus();
    }
  }, [entries]);

  const register = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  }, []);
  const onRename = useCallback(
    (key: ReportColumn, name: string) => {
      onChange((current) =>
        current.map((entry) => (entry.key === key ? { ...entry, name } : entry)),
      );
    },
    [onChange],
  );
  const onMove = useCallback(
    (key: ReportColumn, direction: Direction) => {
      focusTarget.current = `${key}:${direction}`;
      onChange((current) =>
        moveEntry(
          current,
          current.findIndex((entry) => entry.key === key),
          direction === 'up' ? -1 : 1,
        ),
      );
    },
    [onChange],
  );

  return (
    <Box component="ol" aria-label={t('settings.columns')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <ColumnRow
          key={entry.key}
          entry={entry}
          index={index}
          isLast={index === entries.length - 1}
          maxNameLength={maxNameLength}
          disabled={disabled}
          onRename={onRename}
          onMove={onMove}
          register={register}
        />
      ))}
    </Box>
  );
}
