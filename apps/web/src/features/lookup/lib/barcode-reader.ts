import { BrowserMultiFormatOneDReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

// Loaded on demand (see load-barcode-reader.ts): ZXing is the largest part of the scanner and only
// phones that open the scanner need it.

// Retail barcodes on tape and disc boxes: UPC-A (12 digits), EAN-13, EAN-8 and UPC-E (8).
const RETAIL_FORMATS = [BarcodeFormat.UPC_A, BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_E];

export type TBarcodeScan = { stop: () => void };

/**
 * Reads barcodes from a playing video until stopped. Each decoded text goes to `onCode` (the loop keeps
 * running, so the caller stops it once a code is accepted); a failure that ends the loop goes to `onFail`.
 */
export function scanVideo(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
  onFail: (error: unknown) => void,
): TBarcodeScan {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, RETAIL_FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatOneDReader(hints, {
    delayBetweenScanAttempts: 150,
    delayBetweenScanSuccess: 500,
  });
  let isStopped = false;
  const controls = reader.scan(
    video,
    (result) => {
      if (result && !isStopped) onCode(result.getText());
    },
    (error) => {
      if (error && !isStopped) onFail(error);
    },
  );
  return {
    stop: () => {
      isStopped = true;
      controls.stop();
    },
  };
}
