import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/react.ts';
import {
  addDays,
  addMonthsToDay,
  isSameDay,
  monthOf,
  monthTitle,
  monthWeeks,
  startOfWeek,
  weekdayNames,
  spokenDay,
} from './calendar-month.ts';

export type MonthCalendarProps = {
  /** The day the field holds, if any: shown selected, and the month opened first. */
  selected: Date | null;
  onPick: (day: Date) => void;
  /** "Today", for tests. */
  today?: Date;
};

/** Where a key moves the focused day (the WAI-ARIA date picker grid keys). */
function moveDay(day: Date, event: KeyboardEvent): Date | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return addDays(startOfWeek(day), 6);
    case 'PageUp':
      return addMonthsToDay(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDay(day, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

const DAY_SIZE = { xs: 44, sm: 40 } as const;

/**
 * A month of days as a grid whose weeks start on Monday (spec 1 §5), with month and day names in
 * the interface language rather than the browser's. Arrow keys, Home/End and Page Up/Down move
 * between days; Enter or a tap picks one.
 */
export function MonthCalendar({ selected, onPick, today = new Date() }: MonthCalendarProps) {
  const { t, i18n } = useTranslation('dates');
  const language = i18n.language;
  const titleId = useId();
  const [focused, setFocused] = useState<Date>(selected ?? today);
  // Only a key (or opening) moves focus into the grid; the month buttons keep theirs.
  const shouldFocusDay = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);
  const shown = monthOf(focused);
  const shortNames = weekdayNames(language, 'short');
  const longNames = weekdayNames(language, 'long');

  useEffect(() => {
    if (!shouldFocusDay.current) return;
    shouldFocusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const showMonth = (by: number) => {
    setFocused((day) => addMonthsToDay(day, by));
  };

  return (
    <Box sx={{ p: 1, width: 'fit-content' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}>
        <IconButton
          aria-label={t('previous_month')}
          onClick={() => {
            showMonth(-1);
          }}
          sx={{ width: 48, height: 48 }}
        >
          <ChevronLeft />
        </IconButton>
        <Typography
          id={titleId}
          aria-live="polite"
          sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }}
        >
          {monthTitle(shown, language)}
        </Typography>
        <IconButton
          aria-label={t('next_month')}
          onClick={() => {
            showMonth(1);
          }}
          sx={{ width: 48, height: 48 }}
        >
          <ChevronRight />
        </IconButton>
      </Box>
      <Box
        component="table"
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        onKeyDown={(event: KeyboardEvent) => {
          const next = moveDay(focused, event);
          if (!next) return;
          event.preventDefault();
          shouldFocusDay.current = true;
          setFocused(next);
        }}
        sx={{ borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            {shortNames.map((name, index) => (
              <Box
                component="th"
                key={name}
                scope="col"
                abbr={longNames[index]}
                sx={{
                  width: DAY_SIZE,
                  height: 32,
                  p: 0,
                  fontSize: '0.75rem',
                  fontWeight: 500,
                  color: 'text.secondary',
                }}
              >
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <DayCell
                    key={column}
                    day={day}
                    label={spokenDay(day, language)}
                    isFocused={isSameDay(day, focused)}
                    isSelected={selected !== null && isSameDay(day, selected)}
                    isToday={isSameDay(day, today)}
                    onPick={() => {
                      onPick(day);
                    }}
                  />
                ) : (
                  <td key={column} role="gridcell" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
        <Button
          onClick={() => {
            onPick(today);
          }}
          sx={{ minHeight: 48 }}
        >
          {t('today')}
        </Button>
      </Box>
    </Box>
  );
}

function DayCell(props: {
  day: Date;
  label: string;
  isFocused: boolean;
  isSelected: boolean;
  isToday: boolean;
  onPick: () => void;
}) {
  const { day, label, isFocused, isSelected, isToday, onPick } = props;
  return (
    <Box component="td" role="gridcell" aria-selected={isSelected} sx={{ p: 0 }}>
      <ButtonBase
        tabIndex={isFocused ? 0 : -1}
        aria-label={label}
        aria-current={isToday ? 'date' : undefined}
        onClick={onPick}
        sx={{
          width: DAY_SIZE,
          height: DAY_SIZE,
          borderRadius: '50%',
          fontSize: '0.875rem',
          border: 1,
          borderColor: isToday && !isSelected ? 'primary.main' : 'transparent',
          bgcolor: isSelected ? 'primary.main' : 'transparent',
          color: isSelected ? 'primary.contrastText' : 'text.primary',
          fontWeight: isSelected || isToday ? 600 : 400,
          '&:hover': { bgcolor: isSelected ? 'primary.dark' : 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {day.getDate()}
      </ButtonBase>
    </Box>
  );
}
