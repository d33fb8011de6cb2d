import * as MSG from '@rewind/shared/texts';
import { Camera, Keyboard, ScanBarcode, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { UpcLookupOutcome } from '@/features/lookup/components/upc-lookup-outcome';
import { UpcManualForm } from '@/features/lookup/components/upc-manual-form';
import { UpcScannerViewport } from '@/features/lookup/components/upc-scanner-viewport';
import {
  type TUpcScanner,
  type TUpcScannerCallbacks,
  useUpcScanner,
} from '@/features/lookup/hooks/use-upc-scanner';
import { isCameraOn, statusText, type TUpcLookupResult } from '@/features/lookup/lib/upc-scanner-state';
import type { TUpcRelease } from '@rewind/shared/lookup';

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

function UpcScanner(callbacks: TUpcScannerCallbacks) {
  const scanner = useUpcScanner(callbacks);
  const { state } = scanner;
  const { step, library } = state;
  const isCameraOff = step.name === 'camera-off';
  return (
    <div className="flex flex-col gap-4">
      <UpcScannerViewport step={step} videoRef={scanner.videoRef} />
      {isCameraOff && <CameraOffNotices scanner={scanner} />}
      {step.name === 'scanning' && step.notice && (
        <FormAlert tone="info" title={step.notice} testId="scan-notice">
          Hold the barcode flat inside the red frame.
        </FormAlert>
      )}
      {(isCameraOn(step) || (isCameraOff && library !== 'failed')) && (
        <p role="status" aria-live="polite" className="text-sm text-tape-300" data-testid="scanner-status">
          {statusText(state)}
        </p>
      )}
      {isCameraOff && <CameraOffButtons scanner={scanner} />}
      {isCameraOn(step) && <CameraOnButtons scanner={scanner} />}
      {step.name === 'manual' && <UpcManualForm code={step.code} error={step.error} scanner={scanner} />}
      <UpcLookupOutcome step={step} scanner={scanner} />
    </div>
  );
}

const manualButton = (scanner: TUpcScanner) => (
  <Button
    variant="outline"
    onClick={scanner.openManual}
    leftIcon={<Keyboard aria-hidden className="size-4" />}
  >
    {MSG.manual}
  </Button>
);

/** With the camera off: why the barcode reader or the camera cannot be used, with Manual still there. */
function CameraOffNotices({ scanner }: { scanner: TUpcScanner }) {
  const { library, cameraError, permission } = scanner.state;
  return (
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
        permission === 'denied' && <FormAlert tone="info" title={MSG.cameraBlocked} testId="camera-blocked" />
      )}
    </>
  );
}

function CameraOffButtons({ scanner }: { scanner: TUpcScanner }) {
  const { library } = scanner.state;
  return (
    <div className="flex flex-wrap gap-3">
      {library !== 'failed' && (
        <Button
          onClick={() => scanner.startCamera('scan')}
          isLoading={library === 'loading'}
          leftIcon={<ScanBarcode aria-hidden className="size-4" />}
        >
          {MSG.scan}
        </Button>
      )}
      {manualButton(scanner)}
      <Button
        variant="ghost"
        onClick={() => scanner.startCamera('test')}
        leftIcon={<Camera aria-hidden className="size-4" />}
      >
        {MSG.testCamera}
      </Button>
    </div>
  );
}

function CameraOnButtons({ scanner }: { scanner: TUpcScanner }) {
  const { step, library } = scanner.state;
  const isTestPlaying = step.name === 'camera-live' && step.purpose === 'test';
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="danger"
        onClick={scanner.stopScanning}
        leftIcon={<Square aria-hidden className="size-4" />}
      >
        {MSG.stopScanning}
      </Button>
      {isTestPlaying && library === 'ready' && (
        <Button onClick={scanner.scanFromTest} leftIcon={<ScanBarcode aria-hidden className="size-4" />}>
          {MSG.scan}
        </Button>
      )}
      {manualButton(scanner)}
    </div>
  );
}
