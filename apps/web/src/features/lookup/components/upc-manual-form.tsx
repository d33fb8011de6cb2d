import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { cleanUpcInput } from '@rewind/shared/upc';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { TUpcScanner } from '@/features/lookup/hooks/use-upc-scanner';

/** Manual: the 12 digits printed under the barcode, typed in. */
export function UpcManualForm({
  code,
  error,
  scanner,
}: {
  code: string;
  error?: string;
  scanner: TUpcScanner;
}) {
  return (
    <form
      noValidate
      onSubmit={scanner.submitManual}
      className="flex flex-col gap-4"
      data-testid="upc-manual-form"
    >
      <TextField
        label="UPC code"
        value={code}
        onChange={(event) => scanner.typeManual(cleanUpcInput(event.target.value))}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        maxLength={LIMITS.upcDigits}
        placeholder="012345678905"
        hint="The 12 digits printed under the barcode."
        error={error}
        autoFocus
        className="font-counter text-2xl tracking-[0.2em]"
        data-testid="upc-manual-input"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{MSG.submit}</Button>
        <Button variant="ghost" onClick={scanner.cancelManual}>
          {MSG.cancel}
        </Button>
      </div>
    </form>
  );
}
