import { LIMITS, TIMINGS } from '@rewind/shared/limits';
import type { TMovieResult, TUpcLookupResponse, TUpcRelease } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';
import { checkScannedUpc, cleanUpcInput, isValidManualUpc } from '@rewind/shared/upc';
import { Camera, Keyboard, ScanBarcode, Search, Square } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useLookupUpc } from '@/features/lookup/api/lookup-upc';
import type { TBarcodeScan } from '@/features/lookup/lib/barcode-reader';
import {
  CameraError,
  describeCameraError,
  describeStream,
  hasNoCamera,
  openCamera,
  stopCamera,
} from '@/features/lookup/lib/camera';
import { loadBarcodeReader, type TBarcodeReaderModule } from '@/features/lookup/lib/load-barcode-reader';
import { cn } from '@/lib/cn';

/** A code that named a film: the film, and the release's UPC, distributor and category. */
export type TUpcLookupResult = { movie: TMovieResult; release: TUpcRelease };

export type TUpcScannerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The code named a film; the dialog then closes itself. */
  onFound: (result: TUpcLookupResult) => void;
  /**
   * 'Search Movies' after a code was not found or named no film; the dialog then closes itself. When the
   * code named a product, its release details come along, for the film picked next.
   */
  onSearchMovies: (release?: TUpcRelease) => void;
};

/**
 * Scan UPC Barcode: the rear camera with a red frame to aim with, the barcode
 * reader (loaded on demand), manual 12-digit entry, and the lookup of the code.
 */
export function UpcScannerDialog({ open, onOpenChange, onFound, onSearchMovies }: TUpcScannerDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.scanUpcBarcode}
      description="Point your camera at the barcode on the box, or type the 12-digit UPC."
      size="lg"
      testId="upc-scanner-dialog"
    >
      {/* Mounted only while open: closing unmounts it, which stops the camera. */}
      <UpcScanner onFound={onFound} onSearchMovies={onSearchMovies} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

type TSource = 'scan' | 'manual';
type TPhase =
  | { name: 'ready' }
  | { name: 'camera'; purpose: 'scan' | 'test' }
  | { name: 'manual' }
  | { name: 'looking-up'; code: string; from: TSource }
  | { name: 'not-found'; code: string; from: TSource; message: string }
  | {
      name: 'failed';
      code: string;
      from: TSource;
      message: string;
      detail?: string;
      /** Offer 'Search Movies', with the product's release details when the code named one. */
      manualSearch: { release?: TUpcRelease } | null;
    };
type TCameraState = 'starting' | 'live' | 'scanning';
type TLibraryState = 'loading' | 'ready' | 'failed';
type TPermission = PermissionState | 'unknown';

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

function UpcScanner({
  onFound,
  onSearchMovies,
  onClose,
}: Omit<TUpcScannerDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [phase, setPhase] = useState<TPhase>({ name: 'ready' });
  const [library, setLibrary] = useState<TLibraryState>('loading');
  const [permission, setPermission] = useState<TPermission>('unknown');
  const [cameraState, setCameraState] = useState<TCameraState>('starting');
  const [cameraError, setCameraError] = useState<string>();
  const [cameraInfo, setCameraInfo] = useState<string>();
  const [scanNotice, setScanNotice] = useState<string>();
  const [manualCode, setManualCode] = useState('');
  const [manualError, setManualError] = useState<string>();
  const lookup = useLookupUpc();
  const callbacks = useLatest({ onFound, onSearchMovies, onClose });

  const videoRef = useRef<HTMLVideoElement>(null);
  const readerRef = useRef<TBarcodeReaderModule | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const scanRef = useRef<TBarcodeScan | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  // Bumped whenever the camera stops, so a camera request or timer that was under way gives up.
  const sessionRef = useRef(0);

  // The barcode library starts loading as the dialog opens (loading, then ready or failed).
  useEffect(() => {
    let isCurrent = true;
    loadBarcodeReader().then(
      (module) => {
        readerRef.current = module;
        if (isCurrent) setLibrary('ready');
      },
      () => {
        if (isCurrent) setLibrary('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  // Camera permission: prompt, granted or denied, where the browser can tell.
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const update = () => status && setPermission(status.state);
    navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .then((result) => {
        status = result;
        update();
        status.addEventListener('change', update);
      })
      .catch(() => setPermission('unknown'));
    return () => status?.removeEventListener('change', update);
  }, []);

  const stopAll = useCallback(() => {
    sessionRef.current += 1;
    window.clearTimeout(timerRef.current);
    scanRef.current?.stop();
    scanRef.current = null;
    stopCamera(streamRef.current);
    streamRef.current = null;
    const video = videoRef.current;
    if (video) {
      video.pause();
      video.srcObject = null;
    }
  }, []);

  useEffect(() => stopAll, [stopAll]);

  const lookUp = (code: string, from: TSource) => {
    setPhase({ name: 'looking-up', code, from });
    lookup.mutate(
      { upc: code },
      {
        onSuccess: (response) => {
          const movie = response.result?.movie;
          if (response.success && response.result && movie) {
            callbacks.current.onFound({ movie, release: response.result.release });
            callbacks.current.onClose();
          } else {
            setPhase(phaseOfMiss(code, from, response));
          }
        },
        onError: (error) =>
          setPhase({
            name: 'failed',
            code,
            from,
            message: MSG.upcLookupFailed,
            detail: MSG.upcMovieLookupFailed(error.message),
            manualSearch: null,
          }),
      },
    );
  };
  const lookUpRef = useLatest(lookUp);

  const failCamera = (message: string) => {
    stopAll();
    setPhase({ name: 'ready' });
    setCameraError(message);
  };
  const failCameraRef = useLatest(failCamera);

  const onCode = (text: string) => {
    const check = checkScannedUpc(text);
    if (!check.ok) {
      setScanNotice(check.message);
      return;
    }
    navigator.vibrate?.(80);
    stopAll();
    lookUpRef.current(check.code, 'scan');
  };
  const onCodeRef = useLatest(onCode);

  // Decoding starts a second after the camera plays, once the picture has settled.
  const startDecoding = (session: number) => {
    window.clearTimeout(timerRef.current);
    timerRef.current = window.setTimeout(() => {
      if (session !== sessionRef.current) return;
      const reader = readerRef.current;
      const video = videoRef.current;
      if (!reader) return failCameraRef.current(MSG.scannerUnavailable);
      if (!video) return failCameraRef.current(MSG.videoElementNotReady);
      try {
        // The first frame is decoded before scanVideo returns, so a code may already have been taken
        // (and the camera stopped) by then: the session tells.
        const scan = reader.scanVideo(
          video,
          (text) => {
            if (session === sessionRef.current) onCodeRef.current(text);
          },
          (error) => {
            if (session !== sessionRef.current) return;
            console.warn('Barcode scanning stopped', error);
            failCameraRef.current(MSG.scannerStartFailed);
          },
        );
        if (session !== sessionRef.current) return scan.stop();
        scanRef.current = scan;
        setCameraState('scanning');
      } catch (error) {
        console.warn('Barcode scanner did not start', error);
        failCameraRef.current(MSG.scannerStartFailed);
      }
    }, TIMINGS.scanStartDelayMs);
  };

  const startCamera = async (purpose: 'scan' | 'test') => {
    stopAll();
    const session = sessionRef.current;
    setCameraError(undefined);
    setCameraInfo(undefined);
    setScanNotice(undefined);
    setCameraState('starting');
    setPhase({ name: 'camera', purpose });
    try {
      if (purpose === 'test' && (await hasNoCamera())) throw new CameraError(MSG.noCameraDetected);
      const stream = await openCamera();
      if (session !== sessionRef.current) return stopCamera(stream);
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) throw new CameraError(MSG.videoElementNotReady);
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        throw new CameraError(MSG.videoStartFailed);
      }
      if (session !== sessionRef.current) return;
      setCameraState('live');
      if (purpose === 'scan') {
        startDecoding(session);
      } else {
        const { label, width, height } = describeStream(stream);
        setCameraInfo(width && height ? `${label} · ${width}×${height}` : label);
      }
    } catch (error) {
      if (session !== sessionRef.current) return;
      const message = await describeCameraError(error);
      if (session === sessionRef.current) failCamera(message);
    }
  };

  // From the camera test straight to scanning: the camera already plays.
  const scanFromTest = () => {
    setPhase({ name: 'camera', purpose: 'scan' });
    setCameraInfo(undefined);
    startDecoding(sessionRef.current);
  };

  const stopScanning = () => {
    stopAll();
    setScanNotice(undefined);
    setPhase({ name: 'ready' });
  };

  const openManual = () => {
    stopAll();
    setManualCode('');
    setManualError(undefined);
    setPhase({ name: 'manual' });
  };

  const submitManual = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidManualUpc(manualCode)) {
      setManualError(MSG.upcManualInvalid);
      return;
    }
    lookUp(manualCode, 'manual');
  };

  const tryAnother = (from: TSource) => (from === 'manual' ? openManual() : setPhase({ name: 'ready' }));

  const searchMovies = (release?: TUpcRelease) => {
    callbacks.current.onSearchMovies(release);
    callbacks.current.onClose();
  };

  const isCameraPhase = phase.name === 'camera';
  const showViewport = phase.name === 'ready' || isCameraPhase;
  const isScanPurpose = isCameraPhase && phase.purpose === 'scan';

  return (
    <div className="flex flex-col gap-4">
      {/* The video stays in the document so the camera always has somewhere to play. */}
      <div
        className={cn(
          'relative aspect-[4/3] overflow-hidden rounded-lg border border-tape-600 bg-tape-950 shadow-box',
          !showViewport && 'hidden',
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
                cameraState === 'scanning' && 'animate-pulse',
              )}
              data-testid="scanner-frame"
            >
              {cameraState === 'scanning' && (
                <div className="absolute inset-x-2 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80 shadow-[0_0_12px_rgb(239_68_68)]" />
              )}
            </div>
            {cameraState === 'starting' && (
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

      {phase.name === 'ready' && (
        <>
          {library === 'failed' && (
            <FormAlert title={MSG.scannerLoadFailed} testId="scanner-load-error">
              You can still type the UPC with Manual.
            </FormAlert>
          )}
          {cameraError ? (
            <FormAlert title={cameraError} testId="camera-error">
              You can still type the UPC with Manual.
            </FormAlert>
          ) : (
            permission === 'denied' && (
              <FormAlert tone="info" title={MSG.cameraBlocked} testId="camera-blocked" />
            )
          )}
        </>
      )}

      {isCameraPhase && scanNotice && (
        <FormAlert tone="info" title={scanNotice} testId="scan-notice">
          Hold the barcode flat inside the red frame.
        </FormAlert>
      )}

      {showViewport && !(phase.name === 'ready' && library === 'failed') && (
        <p role="status" aria-live="polite" className="text-sm text-tape-300" data-testid="scanner-status">
          {statusText(phase, cameraState, library, cameraInfo)}
        </p>
      )}

      {phase.name === 'ready' && (
        <div className="flex flex-wrap gap-3">
          {library !== 'failed' && (
            <Button
              onClick={() => void startCamera('scan')}
              isLoading={library === 'loading'}
              leftIcon={<ScanBarcode aria-hidden className="size-4" />}
            >
              {MSG.scan}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={openManual}
            leftIcon={<Keyboard aria-hidden className="size-4" />}
          >
            {MSG.manual}
          </Button>
          <Button
            variant="ghost"
            onClick={() => void startCamera('test')}
            leftIcon={<Camera aria-hidden className="size-4" />}
          >
            {MSG.testCamera}
          </Button>
        </div>
      )}

      {isCameraPhase && (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="danger"
            onClick={stopScanning}
            leftIcon={<Square aria-hidden className="size-4" />}
          >
            {MSG.stopScanning}
          </Button>
          {!isScanPurpose && cameraState === 'live' && library === 'ready' && (
            <Button onClick={scanFromTest} leftIcon={<ScanBarcode aria-hidden className="size-4" />}>
              {MSG.scan}
            </Button>
          )}
          <Button
            variant="outline"
            onClick={openManual}
            leftIcon={<Keyboard aria-hidden className="size-4" />}
          >
            {MSG.manual}
          </Button>
        </div>
      )}

      {phase.name === 'manual' && (
        <form
          noValidate
          onSubmit={submitManual}
          className="flex flex-col gap-4"
          data-testid="upc-manual-form"
        >
          <TextField
            label="UPC code"
            value={manualCode}
            onChange={(event) => {
              setManualCode(cleanUpcInput(event.target.value));
              setManualError(undefined);
            }}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="go"
            maxLength={LIMITS.upcDigits}
            placeholder="012345678905"
            hint="The 12 digits printed under the barcode."
            error={manualError}
            autoFocus
            className="font-counter text-2xl tracking-[0.2em]"
            data-testid="upc-manual-input"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit">{MSG.submit}</Button>
            <Button variant="ghost" onClick={() => setPhase({ name: 'ready' })}>
              {MSG.cancel}
            </Button>
          </div>
        </form>
      )}

      {phase.name === 'looking-up' && (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg border border-tape-700 bg-tape-850 px-4 py-5 text-sm text-paper"
          data-testid="upc-lookup-progress"
        >
          <Spinner size="md" label={null} />
          <span>
            Looking up UPC <span className="font-counter text-lg tracking-wider">{phase.code}</span>...
          </span>
        </div>
      )}

      {phase.name === 'not-found' && (
        <FormAlert
          title={phase.message}
          testId="upc-not-found"
          action={
            <div className="flex flex-wrap gap-3">
              <Button
                size="sm"
                leftIcon={<Search aria-hidden className="size-4" />}
                onClick={() => searchMovies()}
              >
                {MSG.searchMovies}
              </Button>
              <Button size="sm" variant="outline" onClick={() => tryAnother(phase.from)}>
                {MSG.tryAnotherUpc}
              </Button>
            </div>
          }
        />
      )}

      {phase.name === 'failed' && (
        <FormAlert
          title={phase.message}
          testId="upc-lookup-error"
          action={
            <div className="flex flex-wrap gap-3">
              <Button size="sm" onClick={() => lookUp(phase.code, phase.from)}>
                {MSG.tryAgain}
              </Button>
              {phase.manualSearch && (
                <Button
                  size="sm"
                  variant="outline"
                  leftIcon={<Search aria-hidden className="size-4" />}
                  onClick={() => searchMovies(phase.manualSearch?.release)}
                >
                  {MSG.searchMovies}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => tryAnother(phase.from)}>
                {MSG.tryAnotherUpc}
              </Button>
            </div>
          }
        >
          {phase.detail}
        </FormAlert>
      )}
    </div>
  );
}

/**
 * What the dialog says when a lookup answered without a film: a code no database
 * knows is not found, with 'Search Movies' and 'Try Another UPC'; any other miss (the UPC database failed,
 * or the code named a product but no film was found for it) is 'Failed to lookup movie: {error or Unknown
 * error}', still offering the movie search when the server allows it.
 */
function phaseOfMiss(code: string, from: TSource, response: TUpcLookupResponse): TPhase {
  if (!response.success && response.reason === 'not_found') {
    return { name: 'not-found', code, from, message: response.error ?? MSG.upcNotFound(code) };
  }
  const release = response.success ? response.result?.release : undefined;
  return {
    name: 'failed',
    code,
    from,
    message: MSG.lookupMovieFailed(response.error),
    detail: release
      ? `The code names a product${release.upcDistributor ? ` by ${release.upcDistributor}` : ''}, but no film was found for it. Search for the film by its title; the UPC stays with the release.`
      : undefined,
    manualSearch: release || response.allowManualSearch ? { release } : null,
  };
}

function statusText(
  phase: TPhase,
  cameraState: TCameraState,
  library: TLibraryState,
  cameraInfo: string | undefined,
): string {
  if (phase.name === 'camera') {
    if (cameraState === 'starting') return 'Starting camera...';
    if (phase.purpose === 'test') return cameraInfo ? `Camera working: ${cameraInfo}` : 'Camera working.';
    if (cameraState === 'live') return 'Camera on. Scanning starts in a moment...';
    return 'Scanning... hold the barcode inside the red frame.';
  }
  if (library === 'loading') return 'Loading barcode scanner...';
  return 'Press Scan and aim at the barcode, or type the code with Manual.';
}
