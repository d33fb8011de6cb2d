import { LIMITS } from './limits.ts';
import { MSG } from './messages.ts';

const MANUAL_UPC = new RegExp(`^\\d{${LIMITS.upcDigits}}$`);
const SCANNED_UPC = new RegExp(`^\\d{${LIMITS.scannedUpcMinDigits},}$`);

export type TScannedUpcCheck = { ok: true; code: string } | { ok: false; message: string };

// What the release form's UPC box keeps of a typed or pasted value.
export function cleanUpcInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, LIMITS.upcDigits);
}

export function isValidManualUpc(input: string): boolean {
  return MANUAL_UPC.test(input);
}

// The spec accepts 12 digits, 13 digits or any all-digit code of at least 8; the last rule
// already covers the first two (UPC-A, EAN-13) and lets EAN-8 through.
export function checkScannedUpc(scanned: string): TScannedUpcCheck {
  const code = scanned.trim();
  if (SCANNED_UPC.test(code)) return { ok: true, code };
  return { ok: false, message: MSG.invalidBarcode(code, code.length) };
}
