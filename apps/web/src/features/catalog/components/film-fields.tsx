import { LIMITS } from '@rewind/shared/limits';
import type { TTitleDetail } from '@rewind/shared/catalog';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/form-field';

type TFilmFieldSpec = {
  label: string;
  maxLength: number;
  placeholder?: string;
  isWide?: boolean;
  isLongText?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'url';
};

/** The film fields a person fills in by hand, in the order the dialogs show them. */
export const FILM_FIELDS = {
  title: { label: 'Title', maxLength: LIMITS.title, isWide: true },
  released: { label: 'Released', maxLength: LIMITS.shortText, placeholder: 'e.g. 18 Jul 1986' },
  originalTitle: { label: 'Original Title', maxLength: LIMITS.title },
  director: { label: 'Director', maxLength: LIMITS.title },
  producer: { label: 'Producer', maxLength: LIMITS.title },
  writer: { label: 'Writer', maxLength: LIMITS.title },
  genre: { label: 'Genre', maxLength: LIMITS.title, placeholder: 'e.g. Action, Sci-Fi' },
  actors: { label: 'Actors', maxLength: LIMITS.description, placeholder: 'Comma-separated', isWide: true },
  studio: { label: 'Studio', maxLength: LIMITS.title },
  distributor: { label: 'Distributor', maxLength: LIMITS.title },
  runtime: { label: 'Runtime', maxLength: 50, placeholder: 'e.g. 137 min' },
  rated: { label: 'Rated', maxLength: 20, placeholder: 'e.g. R' },
  imdbRating: { label: 'IMDb Rating', maxLength: 4, placeholder: 'e.g. 8.4', inputMode: 'decimal' },
  country: { label: 'Country', maxLength: LIMITS.title },
  language: { label: 'Language', maxLength: LIMITS.title },
  budget: { label: 'Budget', maxLength: 50 },
  boxoffice: { label: 'Box Office', maxLength: 50 },
  tagline: { label: 'Tagline', maxLength: LIMITS.title },
  trailerUrl: {
    label: 'Trailer URL',
    maxLength: LIMITS.urlMax,
    placeholder: 'https://',
    inputMode: 'url',
    isWide: true,
  },
  coverImageUrl: {
    label: 'Cover Image URL',
    maxLength: LIMITS.urlMax,
    placeholder: 'https://',
    inputMode: 'url',
    isWide: true,
  },
  backdropUrl: {
    label: 'Backdrop URL',
    maxLength: LIMITS.urlMax,
    placeholder: 'https://',
    inputMode: 'url',
    isWide: true,
  },
  description: { label: 'Description', maxLength: LIMITS.description, isWide: true, isLongText: true },
  notes: { label: 'Notes', maxLength: LIMITS.notes, isWide: true, isLongText: true },
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
        const common = {
          label: isRequired(name) ? `${spec.label} *` : spec.label,
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
          <TextField key={name} inputMode={spec.inputMode} {...common} />
        );
      })}
    </div>
  );
}
