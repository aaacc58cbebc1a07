import { z } from 'zod';
import type { ErrorType } from './errors.ts';
import { ZId, ZLanguage, ZPageQuery, zPaged } from './common.ts';

/**
 * The reference catalogues. ONE module serves them all, configured by this table:
 * path (= list response key), singular response key, duplicate error type and extra fields.
 */
export type TCatalogueExtra = 'category' | 'hasUniqueIdentifier' | 'institutionType' | 'municipality';

export interface CatalogueDef {
  /** URL segment under /api and the list key in `data`. */
  path: string;
  /** Key of one item in `data`. */
  one: string;
  exists: ErrorType;
  extras: readonly TCatalogueExtra[];
  /** List filters beyond name/selectedLanguage. */
  filters: readonly ('category' | 'municipality' | 'type')[];
}

export const CATALOGUES = [
  { path: 'ethnicities', one: 'ethnicity', exists: 'ETHNICITY_EXISTS', extras: [], filters: [] },
  { path: 'healthconditions', one: 'healthCondition', exists: 'HEALTH_CONDITION_EXISTS', extras: [], filters: [] },
  { path: 'hearabout', one: 'hearAbout', exists: 'HEAR_ABOUT_EXISTS', extras: [], filters: [] },
  { path: 'tags', one: 'tag', exists: 'TAG_EXISTS', extras: [], filters: [] },
  { path: 'categories', one: 'category', exists: 'CATEGORY_EXISTS', extras: [], filters: [] },
  { path: 'municipalities', one: 'municipality', exists: 'MUNICIPALITY_EXISTS', extras: [], filters: [] },
  { path: 'skills', one: 'skill', exists: 'SKILL_EXISTS', extras: [], filters: [] },
  { path: 'subcategories', one: 'subCategory', exists: 'SUB_CATEGORY_EXISTS', extras: ['category'], filters: ['category'] },
  { path: 'businesstypes', one: 'businessType', exists: 'BUSINESS_TYPE_EXISTS', extras: ['hasUniqueIdentifier'], filters: [] },
  {
    path: 'institutions',
    one: 'institution',
    exists: 'INSTITUTION_EXISTS',
    extras: ['institutionType', 'municipality'],
    filters: ['municipality', 'type'],
  },
  { path: 'countries', one: 'country', exists: 'COUNTRY_EXISTS', extras: [], filters: [] },
  { path: 'businesscategories', one: 'businessCategory', exists: 'BUSINESS_CATEGORY_EXISTS', extras: [], filters: [] },
] as const satisfies readonly CatalogueDef[];

export type TCataloguePath = (typeof CATALOGUES)[number]['path'];
export const CATALOGUE_PATHS = CATALOGUES.map((c) => c.path) as TCataloguePath[];

export function catalogueDef(path: string): CatalogueDef | undefined {
  return (CATALOGUES as readonly CatalogueDef[]).find((c) => c.path === path);
}

/** Institution types (the `type` field of institutions). */
export const INSTITUTION_TYPES = ['HIGH_SCHOOL', 'PROFESSIONAL_SCHOOL', 'UNIVERSITY'] as const;

const name = z.string().trim().min(1, 'required').max(200, 'tooLong');
const description = z.string().trim().max(2000, 'tooLong').default('');

export const ZCatalogueWrite = z.object({
  enName: name,
  enDescription: description,
  sqName: name,
  sqDescription: description,
  srName: name,
  srDescription: description,
  category: ZId.optional(),
  hasUniqueIdentifier: z.boolean().optional(),
  type: z.enum(INSTITUTION_TYPES).optional(),
  municipality: ZId.optional(),
});
export type TCatalogueWrite = z.infer<typeof ZCatalogueWrite>;

export const ZCatalogueItem = z.object({
  _id: z.string(),
  enName: z.string(),
  enDescription: z.string(),
  sqName: z.string(),
  sqDescription: z.string(),
  srName: z.string(),
  srDescription: z.string(),
  /** Convenience for selects: names keyed by language. */
  localisations: z.object({ en: z.object({ name: z.string() }), sq: z.object({ name: z.string() }), sr: z.object({ name: z.string() }) }),
  category: z.string().nullable().optional(),
  hasUniqueIdentifier: z.boolean().optional(),
  type: z.string().nullable().optional(),
  municipality: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;
export const ZCatalogueList = zPaged(ZCatalogueItem);

export const ZCatalogueListQuery = ZPageQuery.extend({
  selectedLanguage: ZLanguage.optional(),
  name: z.string().trim().max(200).optional(),
  category: ZId.optional(),
  municipality: ZId.optional(),
  type: z.enum(INSTITUTION_TYPES).optional(),
});
export type TCatalogueListQuery = z.infer<typeof ZCatalogueListQuery>;
