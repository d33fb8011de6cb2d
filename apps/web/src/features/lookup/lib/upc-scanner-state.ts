import type { TMovieResult, TUpcLookupResponse, TUpcRelease } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';

/** A code that named a film: the film, and the release's UPC, distributor and category. */
export type TUpcLookupResult = { movie: TMovieResult; release: TUpcRelease };

export type TCodeSource = 'scan' | 'manual';
type TLookedUp = { code: string; from: TCodeSource };
/** 'Test Camera' shows the picture and names the camera; 'Scan' decodes it. */
export type TCameraPurpose = 'scan' | 'test';

/**
 * Where the scanner is (docs/product.md, Lookups): camera off, the camera starting, live (decoding starts a
 * second after it plays), scanning, manual entry, looking a code up, and the lookup's miss or failure. A code
 * that names a film closes the dialog, so it has no state of its own.
 */
export type TScannerStep =
  | { name: 'camera-off' }
  | { name: 'camera-starting'; purpose: TCameraPurpose }
  | { name: 'camera-live'; purpose: TCameraPurpose; cameraInfo?: string }
  | { name: 'scanning'; notice?: string }
  | { name: 'manual'; code: string; error?: string }
  | ({ name: 'looking-up' } & TLookedUp)
  | ({ name: 'not-found'; message: string } & TLookedUp)
  | ({
      name: 'lookup-failed';
      message: string;
      detail?: string;
      /** Offer 'Search Movies', with the product's release details when the code named one. */
      manualSearch: { release?: TUpcRelease } | null;
    } & TLookedUp);

export type TScannerState = {
  step: TScannerStep;
  /** The barcode library, loading from the moment the dialog opens. */
  library: 'loading' | 'ready' | 'failed';
  /** Camera permission, where the browser can tell. */
  permission: PermissionState | 'unknown';
  /** Why the camera last stopped (none, permission denied, no camera...): shown with the camera off. */
  cameraError?: string;
};

export type TScannerEvent =
  | { type: 'library-loaded' | 'library-failed' }
  | { type: 'permission'; permission: TScannerState['permission'] }
  | { type: 'camera-requested'; purpose: TCameraPurpose }
  | { type: 'camera-playing'; cameraInfo?: string }
  | { type: 'camera-failed'; message: string }
  | { type: 'decoding-started' }
  /** From the camera test straight to scanning: the camera already plays. */
  | { type: 'scan-from-test' }
  /** A code was read that is no UPC: scanning goes on, saying why. */
  | { type: 'code-refused'; notice: string }
  /** 'Stop Scanning', or Cancel of the manual entry: back to the camera off. */
  | { type: 'camera-stopped' }
  | { type: 'manual-opened' }
  | { type: 'manual-typed'; code: string }
  | { type: 'manual-refused'; error: string }
  | ({ type: 'lookup-started' } & TLookedUp)
  | { type: 'lookup-missed'; step: TScannerStep }
  | { type: 'try-another' };

export const initialScannerState: TScannerState = {
  step: { name: 'camera-off' },
  library: 'loading',
  permission: 'unknown',
};

export function scannerReducer(state: TScannerState, event: TScannerEvent): TScannerState {
  const { step } = state;
  switch (event.type) {
    case 'library-loaded':
      return { ...state, library: 'ready' };
    case 'library-failed':
      return { ...state, library: 'failed' };
    case 'permission':
      return { ...state, permission: event.permission };
    case 'camera-requested':
      return { ...state, cameraError: undefined, step: { name: 'camera-starting', purpose: event.purpose } };
    case 'camera-playing':
      if (step.name !== 'camera-starting') return state;
      return { ...state, step: { name: 'camera-live', purpose: step.purpose, cameraInfo: event.cameraInfo } };
    case 'camera-failed':
      return { ...state, cameraError: event.message, step: { name: 'camera-off' } };
    case 'scan-from-test':
      return { ...state, step: { name: 'camera-live', purpose: 'scan' } };
    case 'decoding-started':
      // The first frame is decoded as decoding starts, so a code may have been refused already.
      return {
        ...state,
        step: { name: 'scanning', notice: step.name === 'scanning' ? step.notice : undefined },
      };
    case 'code-refused':
      return isCameraOn(step) ? { ...state, step: { name: 'scanning', notice: event.notice } } : state;
    case 'camera-stopped':
      return { ...state, step: { name: 'camera-off' } };
    case 'manual-opened':
      return { ...state, step: { name: 'manual', code: '' } };
    case 'manual-typed':
      return { ...state, step: { name: 'manual', code: event.code } };
    case 'manual-refused':
      return step.name === 'manual' ? { ...state, step: { ...step, error: event.error } } : state;
    case 'lookup-started':
      return { ...state, step: { name: 'looking-up', code: event.code, from: event.from } };
    case 'lookup-missed':
      return { ...state, step: event.step };
    case 'try-another':
      if (!('from' in step)) return state;
      return {
        ...state,
        step: step.from === 'manual' ? { name: 'manual', code: '' } : { name: 'camera-off' },
      };
  }
}

/** The camera is on (starting, live or scanning): the picture with its red frame. */
export const isCameraOn = (step: TScannerStep) =>
  step.name === 'camera-starting' || step.name === 'camera-live' || step.name === 'scanning';

/**
 * What the dialog says when a lookup answered without a film: a code no database knows is not found, with
 * 'Search Movies' and 'Try Another UPC'; any other miss (the UPC database failed, or the code named a product
 * but no film was found for it) is 'Failed to lookup movie: {error or Unknown error}', still offering the movie
 * search when the server allows it.
 */
export function stepOfMiss(code: string, from: TCodeSource, response: TUpcLookupResponse): TScannerStep {
  if (!response.success && response.reason === 'not_found') {
    return { name: 'not-found', code, from, message: response.error ?? MSG.upcNotFound(code) };
  }
  const release = response.success ? response.result?.release : undefined;
  return {
    name: 'lookup-failed',
    code,
    from,
    message: MSG.lookupMovieFailed(response.error),
    detail: release
      ? `The code names a product${release.upcDistributor ? ` by ${release.upcDistributor}` : ''}, but no film was found for it. Search for the film by its title; the UPC stays with the release.`
      : undefined,
    manualSearch: release || response.allowManualSearch ? { release } : null,
  };
}

export function stepOfLookupError(code: string, from: TCodeSource, error: Error): TScannerStep {
  return {
    name: 'lookup-failed',
    code,
    from,
    message: MSG.upcLookupFailed,
    detail: MSG.upcMovieLookupFailed(error.message),
    manualSearch: null,
  };
}

/** The status line under the picture. */
export function statusText({ step, library }: TScannerState): string {
  if (step.name === 'camera-starting') return 'Starting camera...';
  if (step.name === 'camera-live' && step.purpose === 'test') {
    return step.cameraInfo ? `Camera working: ${step.cameraInfo}` : 'Camera working.';
  }
  if (step.name === 'camera-live') return 'Camera on. Scanning starts in a moment...';
  if (step.name === 'scanning') return 'Scanning... hold the barcode inside the red frame.';
  if (library === 'loading') return 'Loading barcode scanner...';
  return 'Press Scan and aim at the barcode, or type the code with Manual.';
}
