import {
  catalogueDef,
  type TCatalogueItem,
  type TCatalogueListQuery,
  type TCataloguePath,
  type TCatalogueWrite,
} from '@praktika/contracts/catalogues';
import { createResource, type Resource } from './create-resource.ts';

/** Query keys of the reference catalogues: everything of one collection lives under `collection(path)`. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  collection: (path: TCataloguePath) => [...catalogueKeys.all, path] as const,
};

/** The list query the web sends (every field optional; the API applies the defaults). */
export type TCatalogueQuery = Partial<TCatalogueListQuery>;

export type CatalogueResource = Resource<TCatalogueItem, TCatalogueWrite, TCatalogueQuery>;

const resources = new Map<TCataloguePath, CatalogueResource>();

/**
 * The API resource of one catalogue collection (`CATALOGUES` in the contracts: path, list key = path, one key).
 * Its keys sit under `catalogueKeys.collection(path)`, so a write refetches the admin list and every select.
 */
export function catalogueResource(path: TCataloguePath): CatalogueResource {
  let resource = resources.get(path);
  if (!resource) {
    const def = catalogueDef(path);
    if (!def) throw new Error(`unknown catalogue ${path}`);
    resource = createResource<TCatalogueItem, TCatalogueWrite, TCatalogueQuery>({
      key: catalogueKeys.collection(path),
      path: def.path,
      listKey: def.path,
      oneKey: def.one,
    });
    resources.set(path, resource);
  }
  return resource;
}
