import { LANGUAGE_CODES, languageName } from '@rewind/shared/languages';
import { LIMITS } from '@rewind/shared/limits';
import {
  ASPECT_RATIOS,
  AUDIO_FORMATS,
  caseTypesFor,
  DEFAULT_RELEASE_TITLE,
  EDITIONS,
  FORMATS,
  isTapeFormat,
  OTHER_EDITION,
  RELEASE_DEFAULTS,
  REGIONS,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  SPEEDS,
} from '@rewind/shared/options';
import { RELEASE_FIELD_LABELS, type TRelease } from '@rewind/shared/releases';
import { cleanUpcInput } from '@rewind/shared/upc';
import { cleanYearInput } from '@rewind/shared/year';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';

export type TReleaseFormValues = {
  releaseTitle: string;
  format: string;
  caseType: string;
  region: string;
  speed: string;
  edition: string;
  /** The edition's name when it is 'Other'. */
  editionOther: string;
  studio: string;
  releaseYear: string;
  releaseCountry: string;
  upc: string;
  upcDistributor: string;
  upcCategory: string;
  distributorCode: string;
  releaseNotes: string;
  screener: boolean;
  saleType: string;
  aspectRatio: string;
  audio: string;
  /** ISO 639-1 codes. */
  audioLanguages: string[];
  subtitleLanguages: string[];
  runtimeMinutes: string;
  packagingNotes: string;
};
export type TReleaseFormField = keyof TReleaseFormValues;
export const RELEASE_FORM_FIELDS = Object.keys(releaseFormDefaults()) as TReleaseFormField[];

/** A new release's defaults: 'Standard Release', VHS, Slipcase, NTSC, SP, Standard. */
export function releaseFormDefaults(): TReleaseFormValues {
  return {
    releaseTitle: DEFAULT_RELEASE_TITLE,
    format: RELEASE_DEFAULTS.format,
    caseType: RELEASE_DEFAULTS.caseType,
    region: RELEASE_DEFAULTS.region,
    speed: RELEASE_DEFAULTS.speed,
    edition: RELEASE_DEFAULTS.edition,
    editionOther: '',
    studio: '',
    releaseYear: '',
    releaseCountry: RELEASE_DEFAULTS.releaseCountry,
    upc: '',
    upcDistributor: '',
    upcCategory: '',
    distributorCode: '',
    releaseNotes: '',
    screener: RELEASE_DEFAULTS.screener,
    saleType: '',
    aspectRatio: '',
    audio: '',
    audioLanguages: [],
    subtitleLanguages: [],
    runtimeMinutes: '',
    packagingNotes: '',
  };
}

/** The form values of a stored release: null fields become empty inputs. */
export function releaseValuesOf(release: TRelease): TReleaseFormValues {
  return {
    releaseTitle: release.releaseTitle,
    format: release.format,
    caseType: release.caseType ?? '',
    region: release.region ?? '',
    speed: release.speed ?? '',
    edition: release.edition ?? '',
    editionOther: release.editionOther ?? '',
    studio: release.studio ?? '',
    releaseYear: release.releaseYear ? String(release.releaseYear) : '',
    releaseCountry: release.releaseCountry ?? '',
    upc: release.upc ?? '',
    upcDistributor: release.upcDistributor ?? '',
    upcCategory: release.upcCategory ?? '',
    distributorCode: release.distributorCode ?? '',
    releaseNotes: release.releaseNotes ?? '',
    screener: release.screener,
    saleType: release.saleType ?? '',
    aspectRatio: release.aspectRatio ?? '',
    audio: release.audio ?? '',
    audioLanguages: release.audioLanguages,
    subtitleLanguages: release.subtitleLanguages,
    runtimeMinutes: release.runtimeMinutes ? String(release.runtimeMinutes) : '',
    packagingNotes: release.packagingNotes ?? '',
  };
}

/** The choices that decide which fields the form shows: a read-only (disabled) one is the stored value. */
export type TShownBy = { edition: string | undefined; format: string };

/**
 * The values of the fields the form shows, the hidden ones empty: the other-edition name goes with edition
 * 'Other' only, a speed with a tape only, and a case type with a format it is offered for.
 */
export function withShownFields<T extends Pick<TReleaseFormValues, 'editionOther' | 'speed' | 'caseType'>>(
  values: T,
  { edition, format }: TShownBy,
): T {
  // A read-only choice is not among the values (undefined): it stays out of them, unchanged.
  const shownOrEmpty = (value: string, isShown: boolean) => (isShown || value === undefined ? value : '');
  return {
    ...values,
    editionOther: shownOrEmpty(values.editionOther, edition === OTHER_EDITION),
    speed: shownOrEmpty(values.speed, isTapeFormat(format)),
    caseType: shownOrEmpty(
      values.caseType,
      (caseTypesFor(format) as readonly string[]).includes(values.caseType),
    ),
  };
}

const NOT_SPECIFIED = 'Not specified';
const CHOICES = new Set<TReleaseFormField>([
  'format',
  'caseType',
  'region',
  'speed',
  'edition',
  'screener',
  'saleType',
  'aspectRatio',
  'audio',
  'audioLanguages',
  'subtitleLanguages',
]);
const saleTypeLabel = (saleType: string) => SALE_TYPE_LABELS[saleType as keyof typeof SALE_TYPE_LABELS];
const cleanMinutesInput = (input: string) => input.replace(/\D/g, '').slice(0, LIMITS.runtimeDigits);

/**
 * The release fields of Add Title's first release, the film page's Add release form and Edit Release.
 * A read-only text field stays focusable; a read-only choice is disabled, as selects cannot be read-only.
 */
export function ReleaseFields({
  field: registerField,
  errorOf,
  shownBy: { edition, format },
  isReleaseTitleRequired = false,
  isReadOnly = () => false,
}: {
  field: (name: TReleaseFormField) => UseFormRegisterReturn;
  errorOf: (name: TReleaseFormField) => string | undefined;
  /** The edition and format chosen now: 'Other' shows the box for its name, a tape its speed. */
  shownBy: TShownBy;
  isReleaseTitleRequired?: boolean;
  isReadOnly?: (name: TReleaseFormField) => boolean;
}) {
  const input = (name: TReleaseFormField) => ({
    ...registerField(name),
    'data-field': name,
    ...(isReadOnly(name) ? (CHOICES.has(name) ? { disabled: true } : { readOnly: true }) : {}),
  });
  const field = (name: TReleaseFormField) => ({ ...input(name), error: errorOf(name) });
  const L = RELEASE_FIELD_LABELS;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={isReleaseTitleRequired ? `${L.releaseTitle} *` : L.releaseTitle}
        maxLength={LIMITS.title}
        containerClassName="sm:col-span-2"
        {...field('releaseTitle')}
      />
      <SelectField label={L.format} options={FORMATS} {...field('format')} />
      <SelectField
        label={L.caseType}
        options={caseTypesFor(format)}
        emptyLabel={NOT_SPECIFIED}
        {...field('caseType')}
      />
      <SelectField label={L.region} options={REGIONS} emptyLabel={NOT_SPECIFIED} {...field('region')} />
      {isTapeFormat(format) && (
        <SelectField label={L.speed} options={SPEEDS} emptyLabel={NOT_SPECIFIED} {...field('speed')} />
      )}
      <SelectField label={L.edition} options={EDITIONS} emptyLabel={NOT_SPECIFIED} {...field('edition')} />
      {edition === OTHER_EDITION && (
        <TextField
          label={L.editionOther}
          maxLength={LIMITS.title}
          placeholder="e.g. Widescreen Edition"
          {...field('editionOther')}
        />
      )}
      <TextField label={L.studio} maxLength={LIMITS.title} {...field('studio')} />
      <TextField
        label={L.releaseYear}
        inputMode="numeric"
        maxLength={LIMITS.yearDigits}
        keep={cleanYearInput}
        placeholder="e.g. 1987"
        {...field('releaseYear')}
      />
      <TextField label={L.releaseCountry} maxLength={LIMITS.location} {...field('releaseCountry')} />
      <TextField
        label={L.upc}
        inputMode="numeric"
        maxLength={LIMITS.upcDigits}
        keep={cleanUpcInput}
        placeholder="12 digits"
        {...field('upc')}
      />
      <TextField
        label={L.distributorCode}
        maxLength={LIMITS.distributorCode}
        placeholder="The catalogue number, e.g. VHS 1234"
        {...field('distributorCode')}
      />
      <TextField label={L.upcDistributor} maxLength={LIMITS.upcDistributor} {...field('upcDistributor')} />
      <TextField label={L.upcCategory} maxLength={LIMITS.upcDistributor} {...field('upcCategory')} />
      <SelectField
        label={L.saleType}
        options={SALE_TYPES}
        optionLabel={saleTypeLabel}
        emptyLabel={NOT_SPECIFIED}
        {...field('saleType')}
      />
      <TextField
        label={L.runtimeMinutes}
        inputMode="numeric"
        maxLength={LIMITS.runtimeDigits}
        keep={cleanMinutesInput}
        placeholder="This release's own, e.g. 103"
        {...field('runtimeMinutes')}
      />
      <SelectField
        label={L.aspectRatio}
        options={ASPECT_RATIOS}
        emptyLabel={NOT_SPECIFIED}
        {...field('aspectRatio')}
      />
      <SelectField label={L.audio} options={AUDIO_FORMATS} emptyLabel={NOT_SPECIFIED} {...field('audio')} />
      {(['audioLanguages', 'subtitleLanguages'] as const).map((name) => (
        <SelectField
          key={name}
          label={L[name]}
          options={LANGUAGE_CODES}
          optionLabel={languageName}
          multiple
          {...field(name)}
        />
      ))}
      <TextField
        label={L.packagingNotes}
        maxLength={LIMITS.description}
        placeholder="e.g. rental sticker, slip cover, hype sticker"
        containerClassName="sm:col-span-2"
        {...field('packagingNotes')}
      />
      <TextAreaField
        label={L.releaseNotes}
        rows={2}
        maxLength={LIMITS.description}
        containerClassName="sm:col-span-2"
        {...field('releaseNotes')}
      />
      <CheckboxField label={L.screener} className="sm:col-span-2" {...input('screener')} />
    </div>
  );
}
