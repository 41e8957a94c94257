// The search page's state lives in its address (/properties?city=Pune&bhk=2&page=3): shareable,
// restored by the back button, and sent by a plain GET form when scripts do not run. Values that
// do not parse are dropped rather than refused, so an old or edited link still shows results.
import { FURNISHINGS, PROPERTY_TYPES } from '@rentals/core/validation/addRvl';
import { BHK_CHOICES } from '../homeSearch.ts';
import { EMPTY_FACT_FILTERS, factParams, parseFactFilters, type FactFilters } from './factFilters.ts';
import { boundsParam, parseBounds, VIEWS, type Bounds, type View } from './mapArea.ts';

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type Furnishing = (typeof FURNISHINGS)[number];
/** Who the owner lets to; listings marked "any" match every choice. */
export const TENANT_CHOICES = ['family', 'bachelors', 'company'] as const;
export type TenantChoice = (typeof TENANT_CHOICES)[number];
export const SORTS = ['newest', 'rent_asc', 'rent_desc', 'total_asc', 'total_desc'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZE = 20;
/** Results stop at this page: past 1,000 homes a narrower search serves people better than paging. */
export const MAX_PAGES = 50;

export interface SearchFilters extends FactFilters {
  city: string | null;
  locality: string | null;
  min_rent: number | null;
  max_rent: number | null;
  /** 1 to 4, or 5 for "5 or more". */
  bhk: number | null;
  type: PropertyType | null;
  furnishing: Furnishing | null;
  tenant: TenantChoice | null;
  /** Move in by this day (YYYY-MM-DD): homes available from it or earlier. */
  available_by: string | null;
  /** "Search this area": the map's frame when it was asked for. */
  bounds: Bounds | null;
  sort: Sort;
  /** How the results show: a list of cards, or a map of them. */
  view: View;
  page: number;
}

export const EMPTY_FILTERS: SearchFilters = {
  city: null,
  locality: null,
  min_rent: null,
  max_rent: null,
  bhk: null,
  type: null,
  furnishing: null,
  tenant: null,
  available_by: null,
  ...EMPTY_FACT_FILTERS,
  bounds: null,
  sort: 'newest',
  view: 'list',
  page: 1,
};

const MAX_TEXT = 80;

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed && trimmed.length <= MAX_TEXT ? trimmed : null;
}

function rupees(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const amount = Number(value.trim());
  return amount > 0 ? amount : null;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

function isoDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** Reads the filters of a search address: parseSearch(new URLSearchParams('city=Pune&bhk=2')). */
export function parseSearch(params: URLSearchParams): SearchFilters {
  let min = rupees(params.get('min_rent'));
  let max = rupees(params.get('max_rent'));
  // A reversed budget is what people meant the other way round.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const bhk = Number(params.get('bhk'));
  const page = Number(params.get('page'));
  const city = text(params.get('city'));
  return {
    city,
    // A locality means nothing without its city.
    locality: city ? text(params.get('locality')) : null,
    min_rent: min,
    max_rent: max,
    bhk: (BHK_CHOICES as readonly number[]).includes(bhk) ? bhk : null,
    type: oneOf(PROPERTY_TYPES, params.get('type')),
    furnishing: oneOf(FURNISHINGS, params.get('furnishing')),
    tenant: oneOf(TENANT_CHOICES, params.get('tenant')),
    available_by: isoDate(params.get('available_by')),
    ...parseFactFilters(params),
    bounds: parseBounds(params.get('bounds')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'newest',
    view: oneOf(VIEWS, params.get('view')) ?? 'list',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/** The address of a search, without empty or default values: searchHref({ ...f, page: 2 }). */
export function searchHref(filters: SearchFilters): string {
  const params = new URLSearchParams();
  const add = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  add('city', filters.city);
  add('locality', filters.locality);
  add('min_rent', filters.min_rent);
  add('max_rent', filters.max_rent);
  add('bhk', filters.bhk);
  add('type', filters.type);
  add('furnishing', filters.furnishing);
  add('tenant', filters.tenant);
  add('available_by', filters.available_by);
  for (const [name, value] of factParams(filters)) add(name, value);
  if (filters.bounds) add('bounds', boundsParam(filters.bounds));
  if (filters.sort !== 'newest') add('sort', filters.sort);
  if (filters.view !== 'list') add('view', filters.view);
  if (filters.page > 1) add('page', filters.page);
  const query = params.toString();
  return query ? `/properties?${query}` : '/properties';
}

/** Whether the search narrows anything (page, sort and view aside). */
export function hasFilters(filters: SearchFilters): boolean {
  return searchHref({ ...filters, sort: 'newest', view: 'list', page: 1 }) !== '/properties';
}
