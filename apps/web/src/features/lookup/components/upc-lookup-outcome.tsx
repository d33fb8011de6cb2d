import * as MSG from '@rewind/shared/texts';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import type { TUpcScanner } from '@/features/lookup/hooks/use-upc-scanner';
import type { TScannerStep } from '@/features/lookup/lib/upc-scanner-state';

/** A code being looked up, or the lookup's miss or failure with what to do next; nothing in the other steps. */
export function UpcLookupOutcome({ step, scanner }: { step: TScannerStep; scanner: TUpcScanner }) {
  if (step.name === 'looking-up') {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-lg border border-tape-700 bg-tape-850 px-4 py-5 text-sm text-paper"
        data-testid="upc-lookup-progress"
      >
        <Spinner size="md" label={null} />
        <span>
          Looking up UPC <span className="font-counter text-lg tracking-wider">{step.code}</span>...
        </span>
      </div>
    );
  }
  const tryAnother = (
    <Button size="sm" variant="outline" onClick={scanner.tryAnother}>
      {MSG.tryAnotherUpc}
    </Button>
  );
  if (step.name === 'not-found') {
    return (
      <FormAlert
        title={step.message}
        testId="upc-not-found"
        action={
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              leftIcon={<Search aria-hidden className="size-4" />}
              onClick={() => scanner.searchMovies()}
            >
              {MSG.searchMovies}
            </Button>
            {tryAnother}
          </div>
        }
      />
    );
  }
  if (step.name !== 'lookup-failed') return null;
  const { manualSearch } = step;
  return (
    <FormAlert
      title={step.message}
      testId="upc-lookup-error"
      action={
        <div className="flex flex-wrap gap-3">
          <Button size="sm" onClick={scanner.lookUpAgain}>
            {MSG.tryAgain}
          </Button>
          {manualSearch && (
            <Button
              size="sm"
              variant="outline"
              leftIcon={<Search aria-hidden className="size-4" />}
              onClick={() => scanner.searchMovies(manualSearch.release)}
            >
              {MSG.searchMovies}
            </Button>
          )}
          {tryAnother}
        </div>
      }
    >
      {step.detail}
    </FormAlert>
  );
}
