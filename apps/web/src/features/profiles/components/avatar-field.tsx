import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isImageContent } from '@/features/images';
import { useUploadAvatar } from '@/features/profiles/api/upload-avatar';
import { UserAvatar } from '@/components/ui/user-avatar';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * An image (a JPEG, PNG, GIF or WebP by its content, as every image picker checks), under
 * 5 MB, refused with the avatar's own texts. The server checks again, by decoding it.
 */
async function checkAvatarFile(file: File): Promise<string | null> {
  if (!(await isImageContent(file))) return MSG.avatarNotImage;
  if (file.size >= LIMITS.avatarBytes) return MSG.avatarTooLarge;
  return null;
}

// The server words every refusal itself (a refused file in the product's texts, a silenced account with the date
// it ends); anything else is an upload failure.
const uploadErrorMessage = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : MSG.avatarUploadFailed;

export type TAvatarFieldProps = {
  username: string;
  /** The avatar as it is now (or as the form will save it). */
  avatarUrl: string | null;
  /** A new picture was uploaded; the server already points the profile at it. */
  onUploaded: (avatarUrl: string) => void;
  /** Offered when there is a picture: the form saves the removal. */
  onRemove?: () => void;
};

/** Avatar picker: a preview, 'Upload photo' (instant upload) and, where offered, 'Remove'. */
export function AvatarField({ username, avatarUrl, onUploaded, onRemove }: TAvatarFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const id = useId();

  // The local preview's object URL lives only as long as it is shown.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await checkAvatarFile(file);
    setError(problem);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: ({ avatarUrl: uploaded }) => {
        setPreview(null);
        onUploaded(uploaded);
      },
      onError: (failure) => {
        setPreview(null);
        const message = uploadErrorMessage(failure);
        setError(message);
        notify.error(message);
      },
    });
  }

  const shown = preview ?? avatarUrl;
  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium text-paper">
        Avatar
      </p>
      <div className="mt-2 flex items-center gap-4">
        <div className="relative">
          <UserAvatar
            username={username || '?'}
            avatarUrl={shown}
            size="lg"
            alt={shown ? 'Avatar preview' : ''}
          />
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-tape-950/60">
              <Spinner size="md" label="Uploading" className="text-cyan" />
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              leftIcon={<ImageUp aria-hidden className="size-4" />}
              disabled={upload.isPending}
              onClick={() => inputRef.current?.click()}
            >
              {avatarUrl ? 'Change photo' : 'Upload photo'}
            </Button>
            {onRemove && avatarUrl && !upload.isPending && (
              <Button
                variant="ghost"
                size="sm"
                leftIcon={<Trash2 aria-hidden className="size-4" />}
                onClick={() => {
                  setError(null);
                  onRemove();
                }}
              >
                Remove
              </Button>
            )}
          </div>
          <p className="text-xs text-tape-400">JPEG, PNG, GIF or WebP, under 5 MB.</p>
        </div>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="Avatar image"
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => void handleFile(event)}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
