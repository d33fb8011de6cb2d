import { LIMITS } from '@rewind/shared/limits';
import {
  CASE_TYPES,
  DEFAULT_RELEASE_TITLE,
  EDITIONS,
  FORMATS,
  RELEASE_DEFAULTS,
  REGIONS,
  SPEEDS,
} from '@rewind/shared/options';
import type { TRelease } from '@rewind/shared/releases';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { SelectField } from '@/features/catalog/components/select-field';

export type TReleaseFormValues = {
  releaseTitle: string;
  format: string;
  caseType: string;
  region: string;
  speed: string;
  edition: string;
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
    studio: release.studio ?? '',
    releaseYear: release.releaseYear ? String(release.releaseYear) : '',
    releaseCountry: release.releaseCountry ?? '',
    upc: release.upc ?? '',
    releaseNotes: release.releaseNotes ?? '',
    screener: release.screener,
  };
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
  isReleaseTitleRequired = false,
  isReadOnly = () => false,
}: {
  field: (name: TReleaseFormField) => UseFormRegisterReturn;
  errorOf: (name: TReleaseFormField) => string | undefined;
  isReleaseTitleRequired?: boolean;
  isReadOnly?: (name: TReleaseFormField) => boolean;
}) {
  const field = (name: TReleaseFormField) => ({
    ...registerField(name),
    'data-field': name,
    ...(isReadOnly(name) ? (CHOICES.has(name) ? { disabled: true } : { readOnly: true }) : {}),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={isReleaseTitleRequired ? 'Release Title *' : 'Release Title'}
        maxLength={LIMITS.title}
        containerClassName="sm:col-span-2"
        error={errorOf('releaseTitle')}
        {...field('releaseTitle')}
      />
      <SelectField label="Format" options={FORMATS} error={errorOf('format')} {...field('format')} />
      <SelectField
        label="Case Type"
        options={CASE_TYPES}
        emptyLabel={NOT_SPECIFIED}
        error={errorOf('caseType')}
        {...field('caseType')}
      />
      <SelectField
        label="Region"
        options={REGIONS}
        emptyLabel={NOT_SPECIFIED}
        error={errorOf('region')}
        {...field('region')}
      />
      <SelectField
        label="Speed"
        options={SPEEDS}
        emptyLabel={NOT_SPECIFIED}
        error={errorOf('speed')}
        {...field('speed')}
      />
      <SelectField
        label="Edition"
        options={EDITIONS}
        emptyLabel={NOT_SPECIFIED}
        error={errorOf('edition')}
        {...field('edition')}
      />
      <TextField
        label="Release Studio"
        maxLength={LIMITS.title}
        error={errorOf('studio')}
        {...field('studio')}
      />
      <TextField
        label="Release Year"
        inputMode="numeric"
        maxLength={LIMITS.yearDigits}
        placeholder="e.g. 1987"
        error={errorOf('releaseYear')}
        {...field('releaseYear')}
      />
      <TextField
        label="Release Country"
        maxLength={LIMITS.location}
        error={errorOf('releaseCountry')}
        {...field('releaseCountry')}
      />
      <TextField
        label="UPC"
        inputMode="numeric"
        maxLength={LIMITS.upcDigits}
        placeholder="12 digits"
        containerClassName="sm:col-span-2"
        error={errorOf('upc')}
        {...field('upc')}
      />
      <TextAreaField
        label="Release Notes"
        rows={2}
        maxLength={LIMITS.description}
        containerClassName="sm:col-span-2"
        error={errorOf('releaseNotes')}
        {...field('releaseNotes')}
      />
      <CheckboxField label="Screener copy" className="sm:col-span-2" {...field('screener')} />
    </div>
  );
}
