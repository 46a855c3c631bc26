import { VEHICLE_SEARCH_TYPES } from '@transitdocs/domain';
import type { TFunction } from '../../i18n/translator.ts';
import type { ActiveFilter, ListFilters } from '../../ui/list/index.ts';

/** Stored filters of the cars list, by the query names of `vehicle/` (spec 3 §3). */
export type CarsFilters = { number: string; search: string; status: string; type: string };

export const EMPTY_CARS_FILTERS: CarsFilters = { number: '', search: '', status: '', type: '' };

export const STATUS_FILTERS = ['Available', 'Unavailable'] as const;

export function toCarsFilters(filters: ListFilters): CarsFilters {
  return {
    number: filters.number ?? '',
    search: filters.search ?? '',
    status: filters.status ?? '',
    type: filters.type ?? '',
  };
}

/** The search type's Polish label as the spec names it (Solówka, Zestaw, ...). */
export function searchTypeLabel(value: string): string {
  return VEHICLE_SEARCH_TYPES.find((type) => type.value === value)?.label ?? value;
}

/** What the active-filters line says about the cars filters. */
export function activeCarsFilters(filters: CarsFilters, t: TFunction<'fleet'>): ActiveFilter[] {
  return [
    { label: t('search.number'), value: filters.number },
    { label: t('search.driver_name'), value: filters.search },
    {
      label: t('search.status'),
      value: filters.status ? t(`availability.${filters.status.toLowerCase()}`) : '',
    },
    { label: t('search.type'), value: filters.type ? searchTypeLabel(filters.type) : '' },
  ];
}
