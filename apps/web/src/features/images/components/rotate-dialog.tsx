import { IMAGE } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { RotateCcw, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { normaliseDegrees } from '@/features/images/lib/image-canvas';

export const ROTATE_IMAGE_TITLE = 'Rotate Image';
const ROTATE_LEFT = 'Rotate left';
const ROTATE_RIGHT = 'Rotate right';

function RotateEditor({
  src,
  onCancel,
  onApply,
  isApplying,
}: {
  src: string | null;
  onCancel: () => void;
  onApply: (degrees: number) => void;
  isApplying: boolean;
}) {
  // Counted without wrapping so the preview always turns the short way; normalised when applied.
  const [turns, setTurns] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  const degrees = normaliseDegrees(turns * IMAGE.rotationStepDegrees);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex h-72 items-center justify-center overflow-hidden rounded-lg bg-tape-950 scanlines sm:h-80">
        {hasFailed ? (
          <p role="alert" className="text-sm text-danger">
            {MSG.imageError(MSG.imageFailedToLoad)}
          </p>
        ) : src ? (
          <img
            src={src}
            alt="The picture being rotated"
            data-testid="rotate-preview"
            onError={() => setHasFailed(true)}
            style={{ transform: `rotate(${turns * IMAGE.rotationStepDegrees}deg)` }}
            // Its longer side fits the shorter side of the frame, so it fits at every quarter turn.
            className="max-h-64 max-w-64 object-contain shadow-box transition-transform duration-200 sm:max-h-72 sm:max-w-72"
          />
        ) : (
          <Spinner />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button
          variant="outline"
          leftIcon={<RotateCcw aria-hidden className="size-4" />}
          disabled={isApplying || hasFailed}
          onClick={() => setTurns((current) => current - 1)}
        >
          {ROTATE_LEFT}
        </Button>
        <p
          aria-live="polite"
          data-testid="rotate-degrees"
          className="w-14 text-center font-counter text-2xl leading-none text-cyan"
        >
          {degrees}°
        </p>
        <Button
          variant="outline"
          leftIcon={<RotateCw aria-hidden className="size-4" />}
          disabled={isApplying || hasFailed}
          onClick={() => setTurns((current) => current + 1)}
        >
          {ROTATE_RIGHT}
        </Button>
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isApplying}>
          {MSG.cancel}
        </Button>
        <Button
          leftIcon={<RotateCw aria-hidden className="size-4" />}
          disabled={!src || hasFailed}
          isLoading={isApplying}
          onClick={() => onApply(degrees)}
        >
          {MSG.applyRotation}
        </Button>
      </div>
    </div>
  );
}

export type TRotateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string | null;
  /** 'Apply Rotation': clockwise degrees, 0, 90, 180 or 270. The caller rotates and closes the dialog. */
  onApply: (degrees: number) => void;
  isApplying?: boolean;
};

/** A preview that turns in 90-degree steps, then Cancel or 'Apply Rotation'. */
export function RotateDialog({ open, onOpenChange, src, onApply, isApplying = false }: TRotateDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isApplying && onOpenChange(next)}
      title={ROTATE_IMAGE_TITLE}
      size="lg"
      testId="rotate-dialog"
    >
      <RotateEditor
        key={src ?? ''}
        src={src}
        onCancel={() => onOpenChange(false)}
        onApply={onApply}
        isApplying={isApplying}
      />
    </Modal>
  );
}
