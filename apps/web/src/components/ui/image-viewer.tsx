import { lazyDialog } from '@/components/ui/lazy-dialog';

/**
 * Full-screen view of one image (image-viewer-dialog.tsx). Its code, Radix's dialog with it, loads when an image
 * is first opened, not with the page that shows the image.
 */
export const ImageViewer = lazyDialog(() =>
  import('@/components/ui/image-viewer-dialog').then((module) => module.ImageViewerDialog),
);
