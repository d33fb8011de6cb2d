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

const NOT_SPECIFIED = 'Not specified';

/** The release fields shared by the first-release section of Add Title and the film page's Add release form. */
export function ReleaseFields({
  field,
  errorOf,
  isReleaseTitleRequired = false,
}: {
  field: (name: TReleaseFormField) => UseFormRegisterReturn;
  errorOf: (name: TReleaseFormField) => string | undefined;
  isReleaseTitleRequired?: boolean;
}) {
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
