import {
  DEFAULT_SEARCH_COUNTRY_PREFIX,
  TRANSIT_STATUSES,
  TRANSIT_TYPES,
  TRANSIT_CONTAINS_FILTERS,
  isValidIsoDate,
  toVies,
  z,
} from '@transitdocs/domain';
import type { ActiveFilter, ListFilters } from '../../ui/list/index.ts';

const dateFilter = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidIsoDate(value), { message: 'invalid_date' });

/** A contractor or person picked in an autocomplete: its id is sent, its name shown. */
const Picked = z.object({ id: z.number().int().positive(), name: z.string() }).nullable();
export type Picked = z.infer<typeof Picked>;

/**
 * The fields of `/documents/search` (spec 1 §3 transit filters); "contains" fields take the list
 * query's own rule (any text up to its limit).
 */
export const TransitSearchForm = z.object({
  client: Picked,
  employee: Picked,
  createdAt: dateFilter,
  loadingDate: dateFilter,
  unloadingDate: dateFilter,
  transitNumber: TRANSIT_CONTAINS_FILTERS.transit_number,
  transitType: z.enum(['', ...TRANSIT_TYPES]),
  transitStatus: z.enum(['', ...TRANSIT_STATUSES]),
  loadingPlace: TRANSIT_CONTAINS_FILTERS.loading_place,
  unloadingPlace: TRANSIT_CONTAINS_FILTERS.unloading_place,
  vehicleNumber: TRANSIT_CONTAINS_FILTERS.vehicle_number,
  viesCountry: z.string(),
  viesNumber: z.string().trim().max(15),
  driverFullName: TRANSIT_CONTAINS_FILTERS.driver_full_name,
});
export type TransitSearchForm = z.infer<typeof TransitSearchForm>;

/** The stored filters (`listFilters:documents`); `*_label` names are shown, never sent. */
export function searchFormToFilters(form: TransitSearchForm): ListFilters {
  return {
    client_id: form.client ? String(form.client.id) : '',
    client_label: form.client?.name ?? '',
    employee_id: form.employee ? String(form.employee.id) : '',
    employee_label: form.employee?.name ?? '',
    created_at: form.createdAt,
    loading_date: form.loadingDate,
    unloading_date: form.unloadingDate,
    transit_number: form.transitNumber,
    transit_type: form.transitType,
    transit_status: form.transitStatus,
    loading_place: form.loadingPlace,
    unloading_place: form.unloadingPlace,
    vehicle_number: form.vehicleNumber,
    vies_country: form.viesNumber ? form.viesCountry : '',
    vies_number: form.viesNumber,
    driver_full_name: form.driverFullName,
  };
}

function picked(id: string | undefined, name: string | undefined): Picked {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? { id: value, name: name ?? '' } : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}

export function filtersToSearchForm(filters: ListFilters): TransitSearchForm {
  return {
    client: picked(filters.client_id, filters.client_label),
    employee: picked(filters.employee_id, filters.employee_label),
    createdAt: filters.created_at ?? '',
    loadingDate: filters.loading_date ?? '',
    unloadingDate: filters.unloading_date ?? '',
    transitNumber: filters.transit_number ?? '',
    transitType: oneOf(TRANSIT_TYPES, filters.transit_type),
    transitStatus: oneOf(TRANSIT_STATUSES, filters.transit_status),
    loadingPlace: filters.loading_place ?? '',
    unloadingPlace: filters.unloading_place ?? '',
    vehicleNumber: filters.vehicle_number ?? '',
    viesCountry: filters.vies_country ?? DEFAULT_SEARCH_COUNTRY_PREFIX,
    viesNumber: filters.vies_number ?? '',
    driverFullName: filters.driver_full_name ?? '',
  };
}

/** Whether a stored value may be sent: a "contains" value stored before its rule existed not. */
function sendable(name: string, value: string): boolean {
  const rule = Object.entries(TRANSIT_CONTAINS_FILTERS).find(([key]) => key === name)?.[1];
  return value !== '' && (rule === undefined || rule.safeParse(value).success);
}

/**
 * The filters of GET all-transit/ (spec 1 §3, §5): vies is the country prefix plus the number
 * (default PL); empty values, incl. an empty type or status, are left out of the query, and so
 * is a stored "contains" value the list would refuse (too long), rather than the list failing.
 */
export function transitFiltersToQuery(filters: ListFilters): ListFilters {
  const number = filters.vies_number?.trim() ?? '';
  const query: ListFilters = {
    client_id: filters.client_id ?? '',
    employee_id: filters.employee_id ?? '',
    created_at: filters.created_at ?? '',
    loading_date: filters.loading_date ?? '',
    unloading_date: filters.unloading_date ?? '',
    transit_number: filters.transit_number ?? '',
    transit_type: oneOf(TRANSIT_TYPES, filters.transit_type),
    transit_status: oneOf(TRANSIT_STATUSES, filters.transit_status),
    loading_place: filters.loading_place ?? '',
    unloading_place: filters.unloading_place ?? '',
    vehicle_number: filters.vehicle_number ?? '',
    vies: number ? toVies(filters.vies_country || DEFAULT_SEARCH_COUNTRY_PREFIX, number) : '',
    driver_full_name: filters.driver_full_name ?? '',
  };
  return Object.fromEntries(
    Object.entries(query)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([key, value]) => sendable(key, value)),
  );
}

/** `page=2&page_size=70&transit_status=running`: what the list asks and what is remembered. */
export function buildTransitQueryString(page: number, pageSize: number, query: ListFilters) {
  const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  return params.toString();
}

export type TransitFilterLabels = {
  /** The label of a stored filter name (`client_id` -> "Contractor"). */
  label: (name: FilterName) => string;
  type: (type: (typeof TRANSIT_TYPES)[number]) => string;
  status: (status: (typeof TRANSIT_STATUSES)[number]) => string;
};

export const FILTER_NAMES = [
  'client',
  'employee',
  'created_at',
  'loading_date',
  'unloading_date',
  'transit_number',
  'transit_type',
  'transit_status',
  'loading_place',
  'unloading_place',
  'vehicle_number',
  'vies',
  'driver_full_name',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** The active-filters line: each used filter with its label and a readable value. */
export function transitActiveFilters(
  filters: ListFilters,
  labels: TransitFilterLabels,
): ActiveFilter[] {
  const query = transitFiltersToQuery(filters);
  const type = oneOf(TRANSIT_TYPES, query.transit_type);
  const status = oneOf(TRANSIT_STATUSES, query.transit_status);
  const values: Record<FilterName, string> = {
    client: query.client_id ? filters.client_label || `#${query.client_id}` : '',
    employee: query.employee_id ? filters.employee_label || `#${query.employee_id}` : '',
    created_at: query.created_at ?? '',
    loading_date: query.loading_date ?? '',
    unloading_date: query.unloading_date ?? '',
    transit_number: query.transit_number ?? '',
    transit_type: type ? labels.type(type) : '',
    transit_status: status ? labels.status(status) : '',
    loading_place: query.loading_place ?? '',
    unloading_place: query.unloading_place ?? '',
    vehicle_number: query.vehicle_number ?? '',
    vies: query.vies ?? '',
    driver_full_name: query.driver_full_name ?? '',
  };
  return FILTER_NAMES.filter((name) => values[name] !== '').map((name) => ({
    label: labels.label(name),
    value: values[name],
  }));
}
