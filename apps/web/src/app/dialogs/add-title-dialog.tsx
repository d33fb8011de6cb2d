import { ZCreateTitleRequest } from '@rewind/shared/catalog';
import type { TMovieResult, TUpcRelease } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';
import { releaseDetailPath, titleDetailPath } from '@rewind/shared/slug';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { CheckboxField, FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import {
  BoxPhotosField,
  emptyFilmValues,
  FilmFields,
  filmValuesFromMovie,
  FormButtons,
  PosterPreview,
  ReleaseFields,
  releaseFormDefaults,
  type TFilmFormField,
  type TFilmFormValues,
  type TLookupExtras,
  type TReleaseFormValues,
  useCreateTitle,
  useFilmLookup,
  useFormErrors,
  ValidationErrors,
  withShownFields,
} from '@/features/catalog';
import type { TUpcLookupResult } from '@/features/lookup';
import { notify } from '@/lib/notify';
import { uploadBoxPhotos, storePoster, addToMyCollection } from '@/app/dialogs/add-title-saving';

type TAddTitleValues = TFilmFormValues & {
  hasFirstRelease: boolean;
  firstRelease: TReleaseFormValues;
  addToCollection: boolean;
};

/** What a movie search pick or a UPC scan filled in: those fields become read-only. */
type TFromLookup = {
  fields: Set<TFilmFormField>;
  extras: Partial<TLookupExtras>;
  /** A film database's poster, fetched by the server once the film is saved. */
  posterUrl: string | null;
  /** The film is in the catalogue already: adding it again would be refused as a duplicate. */
  existingSlug: string | null;
  /** The scanned release itself is in the catalogue already: its page, where it can be collected. */
  existingReleaseSlug: string | null;
};
const NOTHING_LOOKED_UP: TFromLookup = {
  fields: new Set(),
  extras: {},
  posterUrl: null,
  existingSlug: null,
  existingReleaseSlug: null,
};

/** What a scanned code says of the box in hand: it fills the first release's fields, which stay editable. */
const releaseDetailsOf = (release: TUpcRelease): Partial<TReleaseFormValues> => ({
  upc: release.upc,
  upcDistributor: release.upcDistributor ?? '',
  upcCategory: release.upcCategory ?? '',
});

const defaultValues = (title = ''): TAddTitleValues => ({
  ...emptyFilmValues(),
  title,
  hasFirstRelease: false,
  firstRelease: releaseFormDefaults(),
  addToCollection: false,
});

/**
 * Add New Title to Catalog: the film fields, the poster, and an optional first
 * release behind a checkbox. The shared schema checks the input here and again on the server.
 */
export function AddTitleDialog({
  open,
  onOpenChange,
  initialTitle = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialTitle?: string;
}) {
  const navigate = useNavigate();
  const create = useCreateTitle();
  const { errors, failure, clear, parse, showError } = useFormErrors(MSG.saveMovieFailed);
  const [boxPhotos, setBoxPhotos] = useState<File[]>([]);
  const [isUploadingPhotos, setIsUploadingPhotos] = useState(false);
  const [fromLookup, setFromLookup] = useState<TFromLookup>(NOTHING_LOOKED_UP);
  const { register, handleSubmit, control, reset, getValues, formState } = useForm<TAddTitleValues>({
    defaultValues: defaultValues(initialTitle),
  });
  const [hasFirstRelease, coverImageUrl, title, firstReleaseEdition, firstReleaseFormat] = useWatch({
    control,
    name: ['hasFirstRelease', 'coverImageUrl', 'title', 'firstRelease.edition', 'firstRelease.format'],
  });

  useEffect(() => {
    if (!open) return;
    reset(defaultValues(initialTitle));
    setBoxPhotos([]);
    setFromLookup(NOTHING_LOOKED_UP);
    clear();
  }, [open, initialTitle, reset, clear]);

  // A pick fills the film, names the first release after it and starts the photos afresh. What the last
  // lookup filled is emptied first: a film without a director must not keep the last pick's.
  // A release that is catalogued already is not offered again as a first release.
  const applyMovie = (
    movie: TMovieResult,
    release: Partial<TReleaseFormValues> = {},
    { isReleaseCatalogued = false } = {},
  ) => {
    const current = getValues();
    const film = filmValuesFromMovie(movie);
    const lastLookup = Object.fromEntries([...fromLookup.fields].map((name) => [name, '']));
    reset({
      ...current,
      ...lastLookup,
      ...film,
      ...(isReleaseCatalogued
        ? { hasFirstRelease: false, firstRelease: releaseFormDefaults() }
        : {
            hasFirstRelease: current.hasFirstRelease || Object.keys(release).length > 0,
            firstRelease: { ...current.firstRelease, releaseTitle: movie.title, ...release },
          }),
    });
    setBoxPhotos([]);
    return film;
  };
  const lookup = useFilmLookup({
    open,
    initialTitle,
    typedTitle: () => getValues('title'),
    onMovie: (movie) => {
      const film = applyMovie(movie);
      setFromLookup({
        fields: new Set(Object.keys(film) as TFilmFormField[]),
        extras: {
          tmdbId: movie.tmdbId,
          imdbId: movie.imdbId,
          productionCompanies: movie.productionCompanies,
        },
        posterUrl: movie.posterUrl?.startsWith('https://') ? movie.posterUrl : null,
        existingSlug: movie.titleSlug,
        existingReleaseSlug: null,
      });
    },
    onUpc: ({ movie, release }: TUpcLookupResult) => {
      const existingReleaseSlug = release.releaseId ? release.releaseSlug : null;
      const film = applyMovie(movie, releaseDetailsOf(release), {
        isReleaseCatalogued: existingReleaseSlug !== null,
      });
      setFromLookup({
        fields: new Set(Object.keys(film) as TFilmFormField[]),
        extras: {
          tmdbId: movie.tmdbId,
          imdbId: movie.imdbId,
          productionCompanies: movie.productionCompanies,
        },
        posterUrl: movie.posterUrl?.startsWith('https://') ? movie.posterUrl : null,
        existingSlug: movie.titleSlug,
        existingReleaseSlug,
      });
    },
    onLeave: () => onOpenChange(false),
    // The code named a product but no film: its release details wait for the film the person picks next.
    onUpcRelease: (release: TUpcRelease) => {
      const current = getValues();
      reset({
        ...current,
        hasFirstRelease: true,
        firstRelease: { ...current.firstRelease, ...releaseDetailsOf(release) },
      });
    },
  });

  // The way out of a wrong pick: what the lookup filled is emptied and editable again. A scanned box's
  // details stay in the release's fields, which still describe the box in hand.
  const enterByHand = () => {
    const current = getValues();
    const fetched = Object.fromEntries([...fromLookup.fields].map((name) => [name, '']));
    reset({ ...current, ...fetched });
    setFromLookup(NOTHING_LOOKED_UP);
  };

  const onSubmit = handleSubmit(
    ({ hasFirstRelease: withRelease, firstRelease, addToCollection, ...film }) => {
      const parsed = parse(ZCreateTitleRequest, {
        ...film,
        ...fromLookup.extras,
        firstRelease: withRelease ? withShownFields(firstRelease, firstRelease) : null,
      });
      if (!parsed) return;
      create.mutate(parsed, {
        onSuccess: async (created) => {
          const firstRelease = created.releases[0];
          if (fromLookup.posterUrl) await storePoster(created.id, fromLookup.posterUrl);
          if (addToCollection)
            await addToMyCollection(created.id, withRelease ? created.releases[0]?.id : undefined);
          if (withRelease && firstRelease && boxPhotos.length) {
            setIsUploadingPhotos(true);
            await uploadBoxPhotos(firstRelease.id, boxPhotos);
            setIsUploadingPhotos(false);
          }
          notify.success(MSG.titleAdded(created.title));
          onOpenChange(false);
          void navigate(titleDetailPath(created.slug));
        },
        onError: showError,
      });
    },
  );

  const filmError = (name: TFilmFormField) => errors[name];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.addNewTitleToCatalog}
      description="Add a film everyone can catalogue, collect and trade. Fields marked * are required."
      size="4xl"
      testId="add-title-dialog"
      // A pick from a lookup or chosen box photos are work too, though the form counts them as its defaults.
      isDirty={formState.isDirty || fromLookup.fields.size > 0 || boxPhotos.length > 0}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        {lookup.buttons}
        {fromLookup.existingReleaseSlug ? (
          <FormAlert tone="info" title="This release is in the catalogue already" testId="release-exists">
            The UPC you scanned belongs to a release Rewind already has.{' '}
            <Link
              to={releaseDetailPath(fromLookup.existingReleaseSlug)}
              onClick={() => onOpenChange(false)}
              className="font-semibold text-cyan underline-offset-2 hover:underline"
            >
              Open the release page
            </Link>{' '}
            to add it to your collection or wantlist.
          </FormAlert>
        ) : (
          fromLookup.existingSlug && (
            <FormAlert tone="info" title="This film is in the catalogue already" testId="film-exists">
              <Link
                to={titleDetailPath(fromLookup.existingSlug)}
                onClick={() => onOpenChange(false)}
                className="font-semibold text-cyan underline-offset-2 hover:underline"
              >
                Open its page
              </Link>{' '}
              to add a release there, or search for another film.
            </FormAlert>
          )
        )}
        {fromLookup.fields.size > 0 && (
          <div
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-tape-300"
            data-testid="fetched-notice"
          >
            <span>The fetched details are read-only.</span>
            <Button variant="ghost" size="sm" onClick={enterByHand}>
              Enter details by hand
            </Button>
          </div>
        )}
        <ValidationErrors messages={Object.values(errors)} />
        {failure && <FormAlert title={MSG.errorSavingMovie(failure)} testId="save-error" />}
        <div className="grid gap-6 md:grid-cols-[11rem_1fr]">
          <PosterPreview imageUrl={fromLookup.posterUrl ?? coverImageUrl} title={title} />
          <FilmFields
            field={(name) => register(name)}
            errorOf={filmError}
            isReadOnly={(name) => fromLookup.fields.has(name)}
            isRequired={(name) => name === 'title' || (name === 'released' && !hasFirstRelease)}
          />
        </div>
        <fieldset className="rounded-lg border border-tape-700 bg-tape-850/60 p-4 sm:p-5">
          <legend className="px-1 font-counter text-lg leading-none tracking-wider text-cyan uppercase">
            First release
          </legend>
          <CheckboxField
            label="Add a first release"
            description="The tape, disc or box you are holding: format, case, region and so on."
            {...register('hasFirstRelease')}
          />
          {hasFirstRelease && (
            <div className="mt-5" data-testid="first-release-fields">
              <ReleaseFields
                isReleaseTitleRequired
                shownBy={{ edition: firstReleaseEdition, format: firstReleaseFormat }}
                field={(name) => register(`firstRelease.${name}`)}
                errorOf={(name) => errors[`firstRelease.${name}`]}
              />
              <BoxPhotosField files={boxPhotos} onChange={setBoxPhotos} />
            </div>
          )}
        </fieldset>
        <CheckboxField
          label={MSG.addToCollection}
          description="Also put the film (and its first release) in your collection."
          data-testid="add-to-collection"
          {...register('addToCollection')}
        />
        <FormButtons onCancel={() => onOpenChange(false)} isSaving={create.isPending || isUploadingPhotos}>
          Add to Catalog
        </FormButtons>
      </form>
      {lookup.dialogs}
    </Modal>
  );
}
