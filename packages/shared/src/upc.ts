import { LIMITS } from './limits.ts';
import * as MSG from './texts.ts';

const MANUAL_UPC = new RegExp(`^\\d{${LIMITS.upcDigits}}$`);
const SCANNED_UPC = new RegExp(`^\\d{${LIMITS.scannedUpcMinDigits},}$`);

export type TScannedUpcCheck = { ok: true; code: string } | { ok: false; message: string };

// What the release form's UPC box keeps of a typed or pasted value.
export function cleanUpcInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.upcDigits);
}

/**
 * A scanned code as a release's UPC. An EAN-13 that starts with 0 is a UPC-A with that 0 put in front, so
 * the 0 goes (the release form would otherwise keep the first 12 digits and lose the check digit); any
 * other code stays as it is.
 */
export function upcFromBarcode(code: string): string {
  return code.length === 13 && code.startsWith('0') ? code.slice(1) : code;
}

/** Whether a release's UPC field can hold this code as it is (it keeps 12 digits at most). */
export function fitsReleaseUpc(code: string): boolean {
  return /^\d+$/.test(code) && code.length <= LIMITS.upcDigits;
}

export function isValidManualUpc(input: string): boolean {
  return MANUAL_UPC.test(input);
}

// A scan accepts 12 digits, 13 digits or any all-digit code of at least 8; the last rule
// already covers the first two (UPC-A, EAN-13) and lets EAN-8 through.
export function checkScannedUpc(scanned: string): TScannedUpcCheck {
  const code = scanned.trim();
  if (SCANNED_UPC.test(code)) return { ok: true, code };
  return { ok: false, message: MSG.invalidBarcode(code, code.length) };
}
