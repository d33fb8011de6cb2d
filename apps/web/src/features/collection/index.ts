// The collection feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { addToCollection } from './api/add-to-collection';
export { ReleaseShelfButtons, ShelfButtons } from './components/shelf-buttons';
export { useWantlistMatchCount } from './api/get-wantlist-matches';
export { WantlistShelf } from './components/wantlist-shelf';
export { useCollection } from './api/get-collection';
