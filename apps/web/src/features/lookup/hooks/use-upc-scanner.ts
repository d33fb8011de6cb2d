import type { TUpcRelease } from '@rewind/shared/lookup';
import { TIMINGS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { checkScannedUpc, isValidManualUpc } from '@rewind/shared/upc';
import { type FormEvent, useCallback, useEffect, useReducer, useRef } from 'react';
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
import {
  initialScannerState,
  scannerReducer,
  stepOfLookupError,
  stepOfMiss,
  type TCameraPurpose,
  type TCodeSource,
  type TUpcLookupResult,
} from '@/features/lookup/lib/upc-scanner-state';

export type TUpcScannerCallbacks = {
  onFound: (result: TUpcLookupResult) => void;
  onSearchMovies: (release?: TUpcRelease) => void;
  onClose: () => void;
};

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The scanner's state (`scannerReducer`) and what moves it: the barcode library, the camera permission, the
 * camera and the decoder, and the lookup of a code. The refs hold what must not re-render: the stream, the
 * running scan, the reader module, the timer before decoding, and the session.
 */
export function useUpcScanner(props: TUpcScannerCallbacks) {
  const [state, dispatch] = useReducer(scannerReducer, initialScannerState);
  const lookup = useLookupUpc();
  const callbacks = useLatest(props);

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
        if (isCurrent) dispatch({ type: 'library-loaded' });
      },
      () => {
        if (isCurrent) dispatch({ type: 'library-failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  // Camera permission: prompt, granted or denied, where the browser can tell.
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const update = () => status && dispatch({ type: 'permission', permission: status.state });
    navigator.permissions
      ?.query({ name: 'camera' as PermissionName })
      .then((result) => {
        status = result;
        update();
        status.addEventListener('change', update);
      })
      .catch(() => dispatch({ type: 'permission', permission: 'unknown' }));
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

  const lookUp = (code: string, from: TCodeSource) => {
    dispatch({ type: 'lookup-started', code, from });
    lookup.mutate(
      { upc: code },
      {
        onSuccess: (response) => {
          const movie = response.result?.movie;
          if (response.success && response.result && movie) {
            callbacks.current.onFound({ movie, release: response.result.release });
            callbacks.current.onClose();
          } else {
            dispatch({ type: 'lookup-missed', step: stepOfMiss(code, from, response) });
          }
        },
        onError: (error) => dispatch({ type: 'lookup-missed', step: stepOfLookupError(code, from, error) }),
      },
    );
  };
  const lookUpRef = useLatest(lookUp);

  const failCamera = useCallback(
    (message: string) => {
      stopAll();
      dispatch({ type: 'camera-failed', message });
    },
    [stopAll],
  );

  const onCode = (text: string) => {
    const check = checkScannedUpc(text);
    if (!check.ok) return dispatch({ type: 'code-refused', notice: check.message });
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
      if (!reader) return failCamera(MSG.scannerUnavailable);
      if (!video) return failCamera(MSG.videoElementNotReady);
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
            failCamera(MSG.scannerStartFailed);
          },
        );
        if (session !== sessionRef.current) return scan.stop();
        scanRef.current = scan;
        dispatch({ type: 'decoding-started' });
      } catch (error) {
        console.warn('Barcode scanner did not start', error);
        failCamera(MSG.scannerStartFailed);
      }
    }, TIMINGS.scanStartDelayMs);
  };

  const startCamera = async (purpose: TCameraPurpose) => {
    stopAll();
    const session = sessionRef.current;
    dispatch({ type: 'camera-requested', purpose });
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
      if (purpose === 'scan') {
        dispatch({ type: 'camera-playing' });
        startDecoding(session);
      } else {
        const { label, width, height } = describeStream(stream);
        dispatch({
          type: 'camera-playing',
          cameraInfo: width && height ? `${label} · ${width}×${height}` : label,
        });
      }
    } catch (error) {
      if (session !== sessionRef.current) return;
      const message = await describeCameraError(error);
      if (session === sessionRef.current) failCamera(message);
    }
  };

  const step = state.step;
  return {
    state,
    videoRef,
    startCamera: (purpose: TCameraPurpose) => void startCamera(purpose),
    scanFromTest: () => {
      dispatch({ type: 'scan-from-test' });
      startDecoding(sessionRef.current);
    },
    stopScanning: () => {
      stopAll();
      dispatch({ type: 'camera-stopped' });
    },
    openManual: () => {
      stopAll();
      dispatch({ type: 'manual-opened' });
    },
    cancelManual: () => dispatch({ type: 'camera-stopped' }),
    typeManual: (code: string) => dispatch({ type: 'manual-typed', code }),
    submitManual: (event: FormEvent) => {
      event.preventDefault();
      if (step.name !== 'manual') return;
      if (!isValidManualUpc(step.code))
        return dispatch({ type: 'manual-refused', error: MSG.upcManualInvalid });
      lookUp(step.code, 'manual');
    },
    lookUpAgain: () => 'from' in step && lookUp(step.code, step.from),
    tryAnother: () => {
      if ('from' in step && step.from === 'manual') stopAll();
      dispatch({ type: 'try-another' });
    },
    searchMovies: (release?: TUpcRelease) => {
      callbacks.current.onSearchMovies(release);
      callbacks.current.onClose();
    },
  };
}

export type TUpcScanner = ReturnType<typeof useUpcScanner>;
