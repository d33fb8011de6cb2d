import { ScanBarcode } from 'lucide-react';
import type { RefObject } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { isCameraOn, type TScannerStep } from '@/features/lookup/lib/upc-scanner-state';
import { cn } from '@/lib/cn';

/** The camera's picture with the red frame to aim with, or 'Camera off'; hidden past the camera's steps. */
export function UpcScannerViewport({
  step,
  videoRef,
}: {
  step: TScannerStep;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const isCameraPhase = isCameraOn(step);
  return (
    // The video stays in the document so the camera always has somewhere to play.
    <div
      className={cn(
        'relative aspect-[4/3] overflow-hidden rounded-lg border border-tape-600 bg-tape-950 shadow-box',
        !(isCameraPhase || step.name === 'camera-off') && 'hidden',
      )}
      data-testid="scanner-viewport"
    >
      <video
        ref={videoRef}
        muted
        playsInline
        autoPlay
        aria-label="Camera view"
        className={cn('absolute inset-0 size-full object-cover', !isCameraPhase && 'invisible')}
        data-testid="scanner-video"
      />
      {isCameraPhase ? (
        <div aria-hidden className="pointer-events-none absolute inset-0">
          <div
            className={cn(
              'absolute inset-x-[10%] top-1/2 h-[38%] -translate-y-1/2 rounded-md border-[3px] border-red-500 shadow-[0_0_0_100vmax_rgb(12_11_16/0.45)]',
              step.name === 'scanning' && 'animate-pulse',
            )}
            data-testid="scanner-frame"
          >
            {step.name === 'scanning' && (
              <div className="absolute inset-x-2 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80 shadow-[0_0_12px_rgb(239_68_68)]" />
            )}
          </div>
          {step.name === 'camera-starting' && (
            <div className="absolute inset-0 flex items-center justify-center">
              <Spinner size="lg" label={null} className="text-paper" />
            </div>
          )}
        </div>
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 scanlines">
          <ScanBarcode aria-hidden className="size-14 text-tape-500" />
          <p className="font-counter text-xl leading-none tracking-widest text-tape-400 uppercase">
            Camera off
          </p>
        </div>
      )}
    </div>
  );
}
