// The images feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { uploadImage } from './api/upload-image';
export { AddPhotosDialog } from './components/add-photos-dialog';
export { GalleryCover } from './components/gallery-cover';
export { ImageGallery } from './components/image-gallery';
export { PhotosSection } from './components/photos-section';
export { ReleasePhotoDialog } from './components/release-photo-dialog';
export { TakePhotoDialog } from './components/take-photo-dialog';
export { useObjectUrl } from './hooks/use-object-url';
export { isImageContent } from './lib/check-image-file';
export type { TImageTarget } from './lib/image-target';
export { ManagePhotosDialog } from './lazy/manage-photos-dialog';
