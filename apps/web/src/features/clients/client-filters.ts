import { DEFAULT_SEARCH_COUNTRY_PREFIX, toVies, z } from '@transitdocs/domain';
import type { ActiveFilter, ListFilters } from '../../ui/list/index.ts';

/** The search dialog's fields (spec 3 §3: vies, gt_id, name, town, country, is_online). */
export const ClientSearchForm = z.object({
  viesCountry: z.string(),
  viesNumber: z.string().trim().max(15),
  gtId: z.string().trim().regex(/^\d*$/, { message: 'value_must_be_number' }).max(12),
  name: z.string().trim().max(500),
  town: z.string().trim().max(500),
  country: z.string(),
  isOnline: z.enum(['', 'true', 'false']),
});
export type ClientSearchForm = z.infer<typeof ClientSearchForm>;

/** Stored filter names of the clients list (`listFilters:clients`). */
export function searchFormToFilters(form: ClientSearchForm): ListFilters {
  return {
    vies_country: form.viesNumber ? form.viesCountry : '',
    vies_number: form.viesNumber,
    gt_id: form.gtId,
    name: form.name,
    town: form.town,
    country: form.country,
    is_online: form.isOnline,
  };
}

export function filtersToSearchForm(filters: ListFilters): ClientSearchForm {
  const isOnline = filters.is_online;
  return {
    viesCountry: filters.vies_country ?? DEFAULT_SEARCH_COUNTRY_PREFIX,
    viesNumber: filters.vies_number ?? '',
    gtId: filters.gt_id ?? '',
    name: filters.name ?? '',
    town: filters.town ?? '',
    country: filters.country ?? '',
    isOnline: isOnline === 'true' || isOnline === 'false' ? isOnline : '',
  };
}

/** The query of GET client/: vies is the country prefix plus the number (default prefix PL). */
export function clientFiltersToQuery(filters: ListFilters): ListFilters {
  const number = filters.vies_number?.trim() ?? '';
  return {
    vies: number ? toVies(filters.vies_country ?? DEFAULT_SEARCH_COUNTRY_PREFIX, number) : '',
    gt_id: filters.gt_id ?? '',
    name: filters.name ?? '',
    town: filters.town ?? '',
    country: filters.country ?? '',
    is_online: filters.is_online ?? '',
  };
}

type Labels = {
  vies: string;
  gtId: string;
  name: string;
  town: string;
  country: string;
  isOnline: string;
  yes: string;
  no: string;
  countryName: (code: string) => string;
};

/** The active-filters line: each used filter with its label. */
export function clientActiveFilters(filters: ListFilters, labels: Labels): ActiveFilter[] {
  const query = clientFiltersToQuery(filters);
  const online = query.is_online;
  return [
    { label: labels.vies, value: query.vies ?? '' },
    { label: labels.gtId, value: query.gt_id ?? '' },
    { label: labels.name, value: query.name ?? '' },
    { label: labels.town, value: query.town ?? '' },
    { label: labels.country, value: query.country ? labels.countryName(query.country) : '' },
    {
      label: labels.isOnline,
      value: online === 'true' ? labels.yes : online === 'false' ? labels.no : '',
    },
  ].filter((filter) => filter.value !== '');
}
