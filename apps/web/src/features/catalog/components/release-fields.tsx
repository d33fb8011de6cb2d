import { LIMITS } from '@rewind/shared/limits';
import {
  CASE_TYPES,
  DEFAULT_RELEASE_TITLE,
  EDITIONS,
  FORMATS,
  OTHER_EDITION,
  RELEASE_DEFAULTS,
  REGIONS,
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
  releaseNotes: string;
  screener: boolean;
};
export type TReleaseFormField = keyof TReleaseFormValues;
export const RELEASE_FORM_FIELDS = Object.keys(releaseFormDefaults()) as TReleaseFormField[];

/** A new release as the spec fills it in: 'Standard Release', VHS, Slipcase, NTSC, SP, Standard. */
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
    releaseNotes: '',
    screener: RELEASE_DEFAULTS.screener,
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
    releaseNotes: release.releaseNotes ?? '',
    screener: release.screener,
  };
}

/** The other-edition name goes with edition 'Other' only: with any other, its (hidden) box counts as empty. */
export function withEditionOther<T extends { editionOther: string }>(
  values: T,
  edition: string | undefined,
): T {
  return edition === OTHER_EDITION ? values : { ...values, editionOther: '' };
}

const NOT_SPECIFIED = 'Not specified';
const CHOICES = new Set<TReleaseFormField>(['format', 'caseType', 'region', 'speed', 'edition', 'screener']);

/**
 * The release fields of Add Title's first release, the film page's Add release form and Edit Release.
 * A read-only text field stays focusable; a read-only choice is disabled, as selects cannot be read-only.
 */
export function ReleaseFields({
  field: registerField,
  errorOf,
  edition,
  isReleaseTitleRequired = false,
  isReadOnly = () => false,
}: {
  field: (name: TReleaseFormField) => UseFormRegisterReturn;
  errorOf: (name: TReleaseFormField) => string | undefined;
  /** The edition chosen now: 'Other' shows the box for its name. */
  edition: string | undefined;
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
        options={CASE_TYPES}
        emptyLabel={NOT_SPECIFIED}
        {...field('caseType')}
      />
      <SelectField label={L.region} options={REGIONS} emptyLabel={NOT_SPECIFIED} {...field('region')} />
      <SelectField label={L.speed} options={SPEEDS} emptyLabel={NOT_SPECIFIED} {...field('speed')} />
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
        containerClassName="sm:col-span-2"
        {...field('upc')}
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
