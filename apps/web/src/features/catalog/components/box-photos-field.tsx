import * as MSG from '@rewind/shared/texts';
import { Camera, ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReleasePhotoDialog, TakePhotoDialog, useObjectUrl } from '@/features/images';

function Thumb({ file, index }: { file: File; index: number }) {
  const url = useObjectUrl(file);
  return url ? (
    <img
      src={url}
      alt={`Box photo ${index + 1}`}
      className="aspect-[2/3] w-12 rounded border border-tape-600 object-cover"
    />
  ) : null;
}

/**
 * The first release's box photos in Add Title: picked, cropped and rotated in 'Upload VHS Box Photos',
 * kept here until the release exists, then uploaded.
 */
export function BoxPhotosField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const [isPicking, setIsPicking] = useState(false);
  const [isTakingPhoto, setIsTakingPhoto] = useState(false);
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3" data-testid="box-photos-field">
      <Button
        variant="outline"
        size="sm"
        leftIcon={<ImagePlus aria-hidden className="size-4" />}
        onClick={() => setIsPicking(true)}
      >
        {MSG.uploadBoxPhotos}
      </Button>
      {files.length ? (
        <ul className="flex gap-2" aria-label="Box photos to upload">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <Thumb file={file} index={index} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-tape-400">Optional: the first photo becomes the release's front cover.</p>
      )}
      <ReleasePhotoDialog
        open={isPicking}
        onOpenChange={setIsPicking}
        files={files}
        onConfirm={onChange}
        extraActions={
          // Inside the photo dialog's tree: Radix stacks nested dialogs, so Escape closes this one first.
          <>
            <Button
              variant="ghost"
              size="sm"
              leftIcon={<Camera aria-hidden className="size-4" />}
              onClick={() => setIsTakingPhoto(true)}
            >
              {MSG.takePhoto}
            </Button>
            <TakePhotoDialog open={isTakingPhoto} onOpenChange={setIsTakingPhoto} />
          </>
        }
      />
    </div>
  );
}
