import { z } from 'zod';
import type { ErrorType } from './errors.ts';
import {
  ZId,
  ZUiLanguage,
  ZPageQuery,
  ZTranslatedRead,
  zMulti,
  zPaged,
  zText,
  zTranslatedWrite,
} from './common.ts';
import { isCyrillicText } from './script.ts';

/**
 * The reference catalogues. ONE module serves them all, configured by this table:
 * path (= list response key), singular response key, duplicate error type and extra fields.
 */
export type TCatalogueExtra =
  'category' | 'hasUniqueIdentifier' | 'allowsFreeMail' | 'institutionType' | 'municipality';

export interface CatalogueDef {
  /** URL segment under /api and the list key in `data`. */
  path: string;
  /** Key of one item in `data`. */
  one: string;
  exists: ErrorType;
  extras: readonly TCatalogueExtra[];
  /** List filters beyond name/selectedLanguage. */
  filters: readonly ('category' | 'municipality' | 'type')[];
  /**
   * The list takes its own path as a list of ids (`GET /categories?categories=a,b`: RC §7 "categories also
   * categories"): only those items, repeated or as a comma list, e.g. the names of the fields of interest a
   * filter or a record holds, in one call.
   */
  idsFilter?: true;
}

export const CATALOGUES = [
  { path: 'ethnicities', one: 'ethnicity', exists: 'ETHNICITY_EXISTS', extras: [], filters: [] },
  {
    path: 'healthconditions',
    one: 'healthCondition',
    exists: 'HEALTH_CONDITION_EXISTS',
    extras: [],
    filters: [],
  },
  { path: 'hearabout', one: 'hearAbout', exists: 'HEAR_ABOUT_EXISTS', extras: [], filters: [] },
  { path: 'tags', one: 'tag', exists: 'TAG_EXISTS', extras: [], filters: [] },
  {
    path: 'categories',
    one: 'category',
    exists: 'CATEGORY_EXISTS',
    extras: [],
    filters: [],
    idsFilter: true,
  },
  { path: 'municipalities', one: 'municipality', exists: 'MUNICIPALITY_EXISTS', extras: [], filters: [] },
  { path: 'skills', one: 'skill', exists: 'SKILL_EXISTS', extras: [], filters: [] },
  {
    path: 'subcategories',
    one: 'subCategory',
    exists: 'SUB_CATEGORY_EXISTS',
    extras: ['category'],
    filters: ['category'],
  },
  {
    path: 'businesstypes',
    one: 'businessType',
    exists: 'BUSINESS_TYPE_EXISTS',
    extras: ['hasUniqueIdentifier', 'allowsFreeMail'],
    filters: [],
  },
  {
    path: 'institutions',
    one: 'institution',
    exists: 'INSTITUTION_EXISTS',
    extras: ['institutionType', 'municipality'],
    filters: ['municipality', 'type'],
  },
  { path: 'countries', one: 'country', exists: 'COUNTRY_EXISTS', extras: [], filters: [] },
  {
    path: 'businesscategories',
    one: 'businessCategory',
    exists: 'BUSINESS_CATEGORY_EXISTS',
    extras: [],
    filters: [],
  },
] as const satisfies readonly CatalogueDef[];

export type TCataloguePath = (typeof CATALOGUES)[number]['path'];
export const CATALOGUE_PATHS = CATALOGUES.map((c) => c.path) as TCataloguePath[];

export function catalogueDef(path: string): CatalogueDef | undefined {
  return (CATALOGUES as readonly CatalogueDef[]).find((c) => c.path === path);
}

/** Institution types (the `type` field of institutions). */
export const INSTITUTION_TYPES = ['HIGH_SCHOOL', 'PROFESSIONAL_SCHOOL', 'UNIVERSITY'] as const;

/** The issue code (zod message) of a Cyrillic name with Latin letters in it; the web app shows `validation.notCyrillic`. */
export const NOT_CYRILLIC = 'notCyrillic';

/** A catalogue name's length limit, in every language and script. */
export const CATALOGUE_NAME_MAX = 200;

export const ZCatalogueWrite = zTranslatedWrite({ nameMax: CATALOGUE_NAME_MAX, descriptionMax: 2000 }).extend(
  {
    /**
     * The Serbian name in Cyrillic, for a name `toCyrillic(srName)` renders badly (issue 22 §1); empty or absent:
     * none, the Cyrillic name is derived. Cyrillic only: Latin letters only in codes written in capitals (ИТ, ICT).
     */
    srCyrlName: zText({ max: CATALOGUE_NAME_MAX })
      .refine(isCyrillicText, { message: NOT_CYRILLIC })
      .optional(),
    category: ZId.optional(),
    hasUniqueIdentifier: z.boolean().optional(),
    /** businesstypes: organisations of this type may sign up with a free-mail address (FREE_MAIL_DOMAINS). */
    allowsFreeMail: z.boolean().optional(),
    type: z.enum(INSTITUTION_TYPES).optional(),
    municipality: ZId.optional(),
  },
);
export type TCatalogueWrite = z.infer<typeof ZCatalogueWrite>;

export const ZCatalogueItem = ZTranslatedRead.extend({
  _id: z.string(),
  /** The Serbian name in Cyrillic given by hand; null: derived from `srName` (`toCyrillic`). */
  srCyrlName: z.string().nullable().optional(),
  /** Convenience for selects: names keyed by language. */
  localisations: z.object({
    en: z.object({ name: z.string() }),
    sq: z.object({ name: z.string() }),
    sr: z.object({ name: z.string() }),
  }),
  category: z.string().nullable().optional(),
  hasUniqueIdentifier: z.boolean().optional(),
  allowsFreeMail: z.boolean().optional(),
  type: z.string().nullable().optional(),
  municipality: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;
export const ZCatalogueList = zPaged(ZCatalogueItem);

/**
 * List orders: by the selected language's name (alphabetical in that language, the default) or by when items
 * were created or last changed; `-` for descending. Ties by id.
 */
export const CATALOGUE_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
] as const;
export type TCatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const DEFAULT_CATALOGUE_SORT: TCatalogueSort = 'name';

/** At most this many ids in an ids filter (`categories`): more than any form holds. */
export const CATALOGUE_IDS_FILTER_MAX = 100;

export const ZCatalogueListQuery = ZPageQuery.extend({
  /** The names' language and order; `sr-Cyrl`: Serbian names sorted as a Cyrillic reader sees them (azbuka). */
  selectedLanguage: ZUiLanguage.optional(),
  sort: z.enum(CATALOGUE_SORTS).optional(),
  name: zText({ max: 200 }).optional(),
  category: ZId.optional(),
  municipality: ZId.optional(),
  type: z.enum(INSTITUTION_TYPES).optional(),
  /** The categories list's ids filter (`idsFilter`): repeated or a comma list, at most CATALOGUE_IDS_FILTER_MAX. */
  categories: zMulti(ZId).pipe(z.array(ZId).max(CATALOGUE_IDS_FILTER_MAX)).optional(),
});
export type TCatalogueListQuery = z.infer<typeof ZCatalogueListQuery>;

/** The body field of each extra (institutionType is sent as `type`). */
export const CATALOGUE_EXTRA_FIELD = {
  category: 'category',
  hasUniqueIdentifier: 'hasUniqueIdentifier',
  allowsFreeMail: 'allowsFreeMail',
  institutionType: 'type',
  municipality: 'municipality',
} as const satisfies Record<TCatalogueExtra, keyof TCatalogueWrite>;
export type TCatalogueExtraField = (typeof CATALOGUE_EXTRA_FIELD)[TCatalogueExtra];
const EXTRA_FIELDS = Object.values(CATALOGUE_EXTRA_FIELD);
/** Extras that must be sent whenever they belong to the collection (on create and update). */
const REQUIRED_EXTRA_FIELDS: readonly TCatalogueExtraField[] = ['category', 'type', 'municipality'];

export function catalogueExtraFields(def: CatalogueDef): TCatalogueExtraField[] {
  return def.extras.map((e) => CATALOGUE_EXTRA_FIELD[e]);
}

/**
 * The write body of one collection: the six fields, its own extras (category, type and municipality
 * required where they belong), and no extras of other collections.
 */
export function catalogueWriteSchema(def: CatalogueDef) {
  const own = new Set<string>(catalogueExtraFields(def));
  return ZCatalogueWrite.superRefine((body, ctx) => {
    for (const field of EXTRA_FIELDS) {
      const sent = body[field] !== undefined;
      if (sent && !own.has(field)) ctx.addIssue({ code: 'custom', path: [field], message: 'notAllowed' });
      if (!sent && own.has(field) && REQUIRED_EXTRA_FIELDS.includes(field)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
    }
  });
}

const ZCatalogueItemBase = ZCatalogueItem.omit({
  category: true,
  hasUniqueIdentifier: true,
  allowsFreeMail: true,
  type: true,
  municipality: true,
});
const EXTRA_RESPONSE_SHAPE = {
  category: z.string().nullable(),
  hasUniqueIdentifier: z.boolean(),
  allowsFreeMail: z.boolean(),
  type: z.enum(INSTITUTION_TYPES).nullable(),
  municipality: z.string().nullable(),
} as const;

/** The response item of one collection: the common fields plus only that collection's extras. */
export function catalogueItemSchema(def: CatalogueDef): z.ZodType<TCatalogueItem> {
  const shape: Partial<Record<TCatalogueExtraField, z.ZodType>> = {};
  for (const field of catalogueExtraFields(def)) shape[field] = EXTRA_RESPONSE_SHAPE[field];
  return ZCatalogueItemBase.extend(shape) as unknown as z.ZodType<TCatalogueItem>;
}

/** The list query of one collection: paging, selectedLanguage, name and only its own filters (others are ignored). */
export function catalogueListQuerySchema(def: CatalogueDef): typeof ZCatalogueListQuery {
  const own = new Set<string>(def.filters);
  if (def.idsFilter) own.add(def.path);
  const foreign = { category: true, municipality: true, type: true, categories: true } as const;
  const omit: Partial<Record<keyof typeof foreign, true>> = {};
  for (const key of Object.keys(foreign) as (keyof typeof foreign)[]) if (!own.has(key)) omit[key] = true;
  // Same fields minus the foreign filters: the output type is a subset of the full query's.
  return ZCatalogueListQuery.omit(omit) as unknown as typeof ZCatalogueListQuery;
}
