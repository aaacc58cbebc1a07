import { useMemo } from 'react';
import { GENDERS } from '@praktika/contracts/auth';
import { SURVEY_TYPES, type TSurveyType } from '@praktika/contracts/surveys';
import type { TStatisticsQueryWeb } from '../api/surveys.ts';
import { useUrlParams, type UrlPatch } from '../../../shared/admin/use-list-url-state.ts';

/**
 * The statistics filters live in the URL (`type`, `from`, `to`, `municipality`, `gender`, `business`, `version`
 * as comma lists, `join=true`), so a view can be shared and the comparison page opens with the same filters.
 */
export const FILTER_PARAMS = ['type', 'from', 'to', 'municipality', 'gender', 'business', 'version', 'join'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const list = (v: string | null) => (v ?? '').split(',').filter(Boolean);

export interface StatsFilters {
  surveyType: TSurveyType;
  from?: string;
  to?: string;
  municipality: string[];
  gender: string[];
  business?: string;
  version: string[];
  joinRevisions: boolean;
}

/** The filters a URL holds (unknown values dropped). */
export function filtersOf(params: URLSearchParams): StatsFilters {
  const type = (params.get('type') ?? '').toUpperCase();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    surveyType: (SURVEY_TYPES as readonly string[]).includes(type) ? (type as TSurveyType) : 'PRE',
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    municipality: list(params.get('municipality')),
    gender: list(params.get('gender')).filter((g) => (GENDERS as readonly string[]).includes(g)),
    business: params.get('business') || undefined,
    version: list(params.get('version')).filter((v) => /^[1-9]\d{0,5}$/.test(v)),
    joinRevisions: params.get('join') === 'true',
  };
}

/** A start after the end: the query is not sent and both pickers say why. */
export const rangeInvalid = (f: Pick<StatsFilters, 'from' | 'to'>) => !!f.from && !!f.to && f.from > f.to;

/** The API query of the filters (ZStatisticsQuery); `surveyType` may be forced (the comparison asks POST). */
export function queryOf(f: StatsFilters, surveyType: TSurveyType = f.surveyType): TStatisticsQueryWeb {
  return {
    surveyType,
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.municipality.length ? { municipality: f.municipality } : {}),
    ...(f.gender.length ? { gender: f.gender as ('M' | 'F' | 'O')[] } : {}),
    ...(f.business ? { business: [f.business] } : {}),
    ...(f.version.length ? { version: f.version } : {}),
    ...(f.joinRevisions ? { joinRevisions: true } : {}),
  };
}

/** The query string of the export call (`GET /api/surveys/export?...`), repeated parameters like apiFetch. */
export function searchOf(query: TStatisticsQueryWeb): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.append(k, String(v));
  }
  return params.toString();
}

/** The filters of the current URL and a patch that keeps the rest (empty values removed). */
export function useStatsFilters() {
  const [params, update] = useUrlParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const patch = (changes: UrlPatch) =>
    update((next) => {
      for (const [k, v] of Object.entries(changes)) {
        if (v === undefined || v === '') next.delete(k);
        else next.set(k, String(v));
      }
    });
  const reset = () =>
    update((next) => {
      for (const k of FILTER_PARAMS) if (k !== 'type') next.delete(k);
    });
  return { params, filters, patch, reset };
}
