import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../i18n/react.ts';
import {
  currentMonth,
  isFutureMonth,
  monthNames,
  parseMonth,
  shiftMonth,
  toMonthValue,
  type MonthValue,
} from './billing-month.ts';

/** Years offered by the picker: this one and the five before it. */
const YEARS_BACK = 5;

type BillingMonthPickerProps = {
  value: MonthValue;
  onChange: (value: MonthValue) => void;
  /** "Now", for tests; months after it are disabled. */
  today?: Date;
};

/**
 * Month and year as two native selects (every browser, phones included) plus previous/next
 * buttons; months in the future are disabled (spec 3 §5), and so is "next" at the current month.
 */
export function BillingMonthPicker({
  value,
  onChange,
  today = new Date(),
}: BillingMonthPickerProps) {
  const { t, i18n } = useTranslation('accounts');
  const parsed = parseMonth(value) ?? parseMonth(currentMonth(today));
  const year = parsed?.year ?? today.getFullYear();
  const month = parsed?.month ?? today.getMonth() + 1;
  const thisYear = today.getFullYear();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => thisYear - index);
  const names = monthNames(i18n.language);
  const choose = (nextYear: number, nextMonth: number) => {
    const next = toMonthValue(nextYear, nextMonth);
    // Moving to this year from a past one may land on a future month: stop at the current one.
    onChange(isFutureMonth(next, today) ? currentMonth(today) : next);
  };
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);

  return (
    <Stack
      direction="row"
      spacing={{ xs: 0.5, sm: 1 }}
      role="group"
      aria-label={t('billing.month_picker')}
      sx={{ alignItems: 'center' }}
    >
      <IconButton
        aria-label={t('billing.previous_month')}
        onClick={() => {
          onChange(previous);
        }}
        disabled={(parseMonth(previous)?.year ?? 0) < thisYear - YEARS_BACK}
        sx={{ width: 48, height: 48 }}
      >
        <ChevronLeft />
      </IconButton>
      <TextField
        id="billing-month"
        select
        label={t('billing.month')}
        value={String(month)}
        onChange={(event) => {
          choose(year, Number(event.target.value));
        }}
        slotProps={{ select: { native: true } }}
        sx={{ flex: { xs: '3 1 0', sm: '0 0 180px' }, minWidth: 0 }}
        fullWidth={false}
      >
        {names.map((name, index) => (
          <option
            key={name}
            value={index + 1}
            disabled={isFutureMonth(toMonthValue(year, index + 1), today)}
          >
            {name}
          </option>
        ))}
      </TextField>
      <TextField
        id="billing-year"
        select
        label={t('billing.year')}
        value={String(year)}
        onChange={(event) => {
          choose(Number(event.target.value), month);
        }}
        slotProps={{ select: { native: true } }}
        sx={{ flex: { xs: '2 1 0', sm: '0 0 120px' }, minWidth: 0 }}
        fullWidth={false}
      >
        {years.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
      <IconButton
        aria-label={t('billing.next_month')}
        onClick={() => {
          onChange(next);
        }}
        disabled={isFutureMonth(next, today)}
        sx={{ width: 48, height: 48 }}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
