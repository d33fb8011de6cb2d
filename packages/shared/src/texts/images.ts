// Covers and photos: uploading, cropping, rotating.

// Images
export const applyCrop = 'Apply Crop';
export const applyRotation = 'Apply Rotation';
export const uploadBoxPhotos = 'Upload VHS Box Photos';
export const useTheseImages = 'Use These Images';
export const takePhoto = 'Take Photo';
export const imageInvalidType = 'Please select a valid image file (JPEG, PNG, GIF, or WebP)';
export const imageTooLarge = 'File size must be less than 5MB';
export const maxImages = (n: number) => `Maximum ${n} images allowed`;
export const releaseImageCaption = (n: number) => `Release Image ${n}`;
export const filmImageCaption = (n: number) => `Film Image ${n}`;

// Rewind's own texts, for rules the original description states without giving a text
export const imageUploadHint = 'Only upload your own photos or public-domain images without watermarks.';
export const captionTooLong = 'Caption must be at most 40 characters';
export const imageEmpty = 'The file is empty. Please choose another image.';
export const imageTooManyPixels =
  'The image is too large in dimensions. Please choose one under 50 megapixels.';
export const imageNotFound = 'Image not found';
export const imageNotYours = 'Only the person who uploaded an image, or an admin, can change or delete it.';
export const imageOrderMismatch = 'The images changed while you were editing. Please reload and try again.';
export const primaryPhotoRemovedNotice = (item: string) =>
  `An admin removed the main photo you added to "${item}".`;
export const primaryPhotoUploaderTold =
  'The main photo you remove was added by someone else: they will be told it was removed.';
