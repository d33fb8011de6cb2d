import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * Full-screen view of one image (image-viewer-dialog.tsx). Its code, Radix's dialog with it, loads when an image
 * is first opened, not with the page that shows the image.
 */
export const ImageViewer = lazyComponent(
  () => import('@/components/ui/image-viewer-dialog').then((module) => module.ImageViewerDialog),
  { drawnOnceOpened: true },
);
