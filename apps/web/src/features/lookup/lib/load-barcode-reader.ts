import { TIMINGS } from '@rewind/shared/limits';
import { retryableImport } from '@/lib/lazy-import';
import type * as BarcodeReader from './barcode-reader';

export type TBarcodeReaderModule = typeof BarcodeReader;

// The scanner library gets TIMINGS.scannerPollMs x TIMINGS.scannerPollAttempts (20 s) to
// arrive; after that the dialog says it failed and offers manual entry. A failure is not kept, so the
// next time the dialog opens it tries again.
const LOAD_TIMEOUT_MS = TIMINGS.scannerPollMs * TIMINGS.scannerPollAttempts;

// After a failed fetch the browser may keep the failure; retryableImport asks for the file afresh.
const importReader = retryableImport('barcode-scanner', () => import('./barcode-reader'));

let loading: Promise<TBarcodeReaderModule> | null = null;

export function loadBarcodeReader(): Promise<TBarcodeReaderModule> {
  loading ??= new Promise<TBarcodeReaderModule>((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new Error('Barcode scanner load timed out')),
      LOAD_TIMEOUT_MS,
    );
    importReader().then(
      (module) => {
        window.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }).catch((error: unknown) => {
    console.warn('Barcode scanner failed to load', error);
    loading = null;
    throw error;
  });
  return loading;
}
