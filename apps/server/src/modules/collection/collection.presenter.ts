import {
  COLLECTION_CSV_COLUMNS,
  guardCsvText,
  type TCollectionItem,
  type TWantlistItem,
  type TWantRules,
  WANTLIST_CSV_COLUMNS,
} from '@rewind/shared/collection';
import { SALE_TYPE_LABELS, type TCondition, type TFormat, type TRegion } from '@rewind/shared/options';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import type { CandidateRow, ItemRow } from './collection.repo';

type ReleaseRow = CandidateRow['release'];

export function presentCollectionItem(row: ItemRow): TCollectionItem {
  return {
    id: row.id,
    releaseId: row.releaseId,
    titleId: row.titleId,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    title: presentFilm(row.film),
    release: row.release?.id ? presentRelease(row.release as ReleaseRow, row.film) : null,
    forTrade: row.forTrade,
  };
}

export function presentWantRules(rules: ItemRow['rules'], currency: string): TWantRules {
  return {
    maxPrice: rules.maxPrice,
    currency,
    minMediaCondition: rules.minMediaCondition as TCondition | null,
    minPackagingCondition: rules.minPackagingCondition as TCondition | null,
    formats: (rules.formats ?? []) as TFormat[],
    regions: (rules.regions ?? []) as TRegion[],
  };
}

/** A wantlist item with its rules, and the listings that match it (null: none, or not looked up). */
export function presentWantlistItem(
  row: ItemRow,
  currency: string,
  forSale: TWantlistItem['forSale'] = null,
): TWantlistItem {
  const { forTrade: _notForWants, ...item } = presentCollectionItem(row);
  return {
    ...item,
    priority: row.priority,
    rules: presentWantRules(row.rules, currency),
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    forSale,
  };
}

/** One CSV field: quoted when it holds a comma, quote or line break; quotes doubled (RFC 4180). */
function csvField(value: string | number | null | undefined): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet; a leading quote mark keeps it text,
  // and the import takes it off again.
  const text = guardCsvText(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: (string | number | null | undefined)[]) => fields.map(csvField).join(',');

function itemFields(row: ItemRow) {
  const item = presentCollectionItem(row);
  const release = item.release ? row.release : null;
  return [
    item.title.title,
    item.title.year,
    item.release?.releaseTitle,
    item.release?.format,
    item.release?.caseType,
    item.release?.region,
    item.release?.upc,
    release?.saleType ? SALE_TYPE_LABELS[release.saleType] : null,
    release?.aspectRatio,
    release?.audio,
    release?.audioLanguages?.join(', '),
    release?.subtitleLanguages?.join(', '),
    release?.runtimeMinutes,
    release?.packagingNotes,
    item.notes,
  ];
}

export function collectionCsv(rows: ItemRow[]): string {
  const lines = [
    csvLine([...COLLECTION_CSV_COLUMNS]),
    ...rows.map((row) => csvLine([...itemFields(row), row.createdAt.toISOString()])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export function wantlistCsv(rows: ItemRow[]): string {
  const lines = [
    csvLine([...WANTLIST_CSV_COLUMNS]),
    ...rows.map((row) => csvLine([...itemFields(row), row.priority, row.createdAt.toISOString()])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
