// The catalogue feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { useCreateTitle } from './api/create-title';
export { useRelease } from './api/get-release';
export { getTitleQueryOptions, useTitle } from './api/get-title';
export { listTitlesQueryOptions } from './api/list-titles';
export { useSearchTitles } from './api/search-titles';
export { setPosterFromUrl } from './api/set-poster';
export { BoxPhotosField } from './components/box-photos-field';
export { CoverThumb } from './components/cover-thumb';
export { DistributorLink } from './components/distributor-link';
export { emptyFilmValues, FilmFields } from './components/film-fields';
export type { TFilmFormField, TFilmFormValues } from './components/film-fields';
export { filmValuesFromMovie, useFilmLookup } from './components/film-lookup';
export type { TLookupExtras } from './components/film-lookup';
export { FormButtons } from './components/form-buttons';
export { LanguageNames } from './components/language-names';
export { PosterPreview } from './components/poster-preview';
export { editionOf, HaveWantCounts, ReleaseCard } from './components/release-card';
export { ReleaseFields, releaseFormDefaults, withShownFields } from './components/release-fields';
export type { TReleaseFormValues } from './components/release-fields';
export { TitleDetails } from './components/title-details';
export { TitlePoster } from './components/title-poster';
export { useFormErrors, ValidationErrors } from './components/validation-errors';
export { AddReleaseDialog } from './lazy/add-release-dialog';
export { EditReleaseDialog } from './lazy/edit-release-dialog';
export { EditTitleDialog } from './lazy/edit-title-dialog';
export { SearchDropdown } from './lazy/search-dropdown';
