import { LANGUAGE_CODES, languageName, type TLanguageCode } from '@rewind/shared/languages';
import {
  ASPECT_RATIOS,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  type TAspectRatio,
  type TSaleType,
} from '@rewind/shared/options';
import { FilterChoice } from '@/components/ui/filter-controls';

// The release facts the catalogue and the marketplace both filter by, read from and written to their URLs.

export type TReleaseFactFilterValues = {
  saleType: TSaleType | undefined;
  aspectRatio: TAspectRatio | undefined;
  audioLanguage: TLanguageCode | undefined;
};
export const RELEASE_FACT_KEYS = ['saleType', 'aspectRatio', 'audioLanguage'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export function readReleaseFactParams(params: URLSearchParams): TReleaseFactFilterValues {
  return {
    saleType: oneOf(SALE_TYPES, params.get('saleType')),
    aspectRatio: oneOf(ASPECT_RATIOS, params.get('aspectRatio')),
    audioLanguage: oneOf(LANGUAGE_CODES, params.get('audioLanguage')),
  };
}

/** The filters set, without the unset ones: what a list query takes. */
export const setReleaseFacts = (values: TReleaseFactFilterValues) =>
  Object.fromEntries(RELEASE_FACT_KEYS.flatMap((key) => (values[key] ? [[key, values[key]]] : [])));

const saleTypeLabel = (saleType: TSaleType) => SALE_TYPE_LABELS[saleType];

/** Rental or sell-through, aspect ratio and audio language: three selects of a list's filter bar. */
export function ReleaseFactFilters({
  id,
  values,
  onChange,
}: {
  id: string;
  values: TReleaseFactFilterValues;
  onChange: (patch: Partial<TReleaseFactFilterValues>) => void;
}) {
  return (
    <>
      <FilterChoice
        id={`${id}-sale-type`}
        label="Rental or Sell-through"
        value={values.saleType}
        options={SALE_TYPES}
        optionLabel={saleTypeLabel}
        anyLabel="Either"
        onChange={(saleType) => onChange({ saleType })}
      />
      <FilterChoice
        id={`${id}-aspect-ratio`}
        label="Aspect ratio"
        value={values.aspectRatio}
        options={ASPECT_RATIOS}
        anyLabel="Any aspect ratio"
        onChange={(aspectRatio) => onChange({ aspectRatio })}
      />
      <FilterChoice
        id={`${id}-audio-language`}
        label="Audio language"
        value={values.audioLanguage}
        options={LANGUAGE_CODES}
        optionLabel={languageName}
        anyLabel="Any language"
        onChange={(audioLanguage) => onChange({ audioLanguage })}
      />
    </>
  );
}
