import {
  REPORT_COLUMNS,
  reportColumnsInOrder,
  type ReportColumnSetting,
  type ReportSettingsResponse,
} from '@transitdocs/domain';

/**
 * Every column for the settings editor: the named ones in the user's order, then the unnamed
 * ones (left out of the report until named) in their usual order.
 */
export function editableColumns(
  settings: ReportSettingsResponse | undefined,
): ReportColumnSetting[] {
  const named = reportColumnsInOrder(settings?.columns ?? []);
  const namedKeys = new Set(named.map((column) => column.key));
  const all = settings && settings.available.length > 0 ? settings.available : REPORT_COLUMNS;
  const unnamed = all
    .filter((key) => !namedKeys.has(key))
    .map((key): ReportColumnSetting => ({ key, name: '' }));
  return [...named, ...unnamed];
}

/** Moves the entry at `from` one place up (-1) or down (+1); out of range leaves it. */
export function moveEntry(
  entries: readonly ReportColumnSetting[],
  from: number,
  step: -1 | 1,
): ReportColumnSetting[] {
  const to = from + step;
  const next = [...entries];
  const moving = next[from];
  const other = next[to];
  if (!moving || !other) return next;
  next[to] = moving;
  next[from] = other;
  return next;
}
