import { LIMITS } from '@rewind/shared/limits';
import { TITLE_FIELD_LABELS, type TTitleDetail } from '@rewind/shared/catalog';
import { cleanImdbRating } from '@rewind/shared/rating';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form-field';

type TFilmFieldSpec = {
  maxLength: number;
  placeholder?: string;
  isWide?: boolean;
  isLongText?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'url';
  /** What the box keeps of a typed or pasted value. */
  keep?: (value: string) => string;
};

const URL_FIELD = {
  maxLength: LIMITS.urlMax,
  placeholder: 'https://',
  inputMode: 'url',
  isWide: true,
} as const;

/** The film fields a person fills in by hand, in the order the dialogs show them. */
export const FILM_FIELDS = {
  title: { maxLength: LIMITS.title, isWide: true },
  released: { maxLength: LIMITS.shortText, placeholder: 'e.g. 18 Jul 1986' },
  originalTitle: { maxLength: LIMITS.title },
  director: { maxLength: LIMITS.title },
  producer: { maxLength: LIMITS.title },
  writer: { maxLength: LIMITS.title },
  genre: { maxLength: LIMITS.title, placeholder: 'e.g. Action, Sci-Fi' },
  actors: { maxLength: LIMITS.description, placeholder: 'Comma-separated', isWide: true },
  studio: { maxLength: LIMITS.title },
  distributor: { maxLength: LIMITS.title },
  runtime: { maxLength: 50, placeholder: 'e.g. 137 min' },
  rated: { maxLength: 20, placeholder: 'e.g. R' },
  imdbRating: {
    maxLength: LIMITS.imdbRating,
    placeholder: 'e.g. 8.4',
    inputMode: 'decimal',
    keep: cleanImdbRating,
  },
  country: { maxLength: LIMITS.title },
  language: { maxLength: LIMITS.title },
  budget: { maxLength: 50 },
  boxoffice: { maxLength: 50 },
  tagline: { maxLength: LIMITS.title },
  trailerUrl: URL_FIELD,
  coverImageUrl: URL_FIELD,
  backdropUrl: URL_FIELD,
  description: { maxLength: LIMITS.description, isWide: true, isLongText: true },
  notes: { maxLength: LIMITS.notes, isWide: true, isLongText: true },
} satisfies Record<string, TFilmFieldSpec>;

export type TFilmFormField = keyof typeof FILM_FIELDS;
export type TFilmFormValues = Record<TFilmFormField, string>;
export const FILM_FORM_FIELDS = Object.keys(FILM_FIELDS) as TFilmFormField[];

export function emptyFilmValues(): TFilmFormValues {
  return Object.fromEntries(FILM_FORM_FIELDS.map((name) => [name, ''])) as TFilmFormValues;
}

export function filmValuesOf(title: TTitleDetail): TFilmFormValues {
  return Object.fromEntries(FILM_FORM_FIELDS.map((name) => [name, title[name] ?? ''])) as TFilmFormValues;
}

/** Every film field of the add and edit dialogs in a two-column grid. */
export function FilmFields({
  field,
  errorOf,
  isReadOnly = () => false,
  isRequired = () => false,
}: {
  field: (name: TFilmFormField) => UseFormRegisterReturn;
  errorOf: (name: TFilmFormField) => string | undefined;
  isReadOnly?: (name: TFilmFormField) => boolean;
  isRequired?: (name: TFilmFormField) => boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FILM_FORM_FIELDS.map((name) => {
        const spec: TFilmFieldSpec = FILM_FIELDS[name];
        const label = TITLE_FIELD_LABELS[name];
        const common = {
          label: isRequired(name) ? `${label} *` : label,
          maxLength: spec.maxLength,
          placeholder: spec.placeholder,
          readOnly: isReadOnly(name),
          containerClassName: spec.isWide ? 'sm:col-span-2' : undefined,
          error: errorOf(name),
          'data-field': name,
          ...field(name),
        };
        return spec.isLongText ? (
          <TextAreaField key={name} rows={name === 'description' ? 4 : 2} {...common} />
        ) : (
          <TextField key={name} inputMode={spec.inputMode} keep={spec.keep} {...common} />
        );
      })}
    </div>
  );
}
