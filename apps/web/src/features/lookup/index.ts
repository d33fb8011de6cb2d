// The lookup feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { MovieSearchDialog } from './components/movie-search-dialog';
export { UpcScannerDialog } from './components/upc-scanner-dialog';
export type { TUpcLookupResult } from './lib/upc-scanner-state';
export { isPhone } from './lib/is-phone';
