import type { TTitleListQuery } from '@rewind/shared/catalog';
import type { Db } from '../../db/client';
import { findTitles } from './catalog.repo';

export function createCatalogService(db: Db) {
  return {
    listTitles: (query: TTitleListQuery) => findTitles(db, query),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
