import type { TFunction } from '../../i18n/translator.ts';
import type { ActiveFilter, ListFilters } from '../../ui/list/index.ts';

/** Stored filters of the drivers list, by the query names of `my-driver/` (spec 3 §3). */
export type DriversFilters = { search: string; vehicle_number: string; vehicle_name: string };

export const DRIVERS_LIST = 'drivers';
export const DRIVERS_PATH = '/drivers';

export function toDriversFilters(filters: ListFilters): DriversFilters {
  return {
    search: filters.search ?? '',
    vehicle_number: filters.vehicle_number ?? '',
    vehicle_name: filters.vehicle_name ?? '',
  };
}

export function activeDriversFilters(
  filters: DriversFilters,
  t: TFunction<'fleet'>,
): ActiveFilter[] {
  return [
    { label: t('drivers_search.person'), value: filters.search },
    { label: t('drivers_search.vehicle_number'), value: filters.vehicle_number },
    { label: t('drivers_search.vehicle_name'), value: filters.vehicle_name },
  ];
}
