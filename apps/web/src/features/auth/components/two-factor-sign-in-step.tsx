import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { type TTwoFactorMethod, useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import { twoFactorErrorMessage } from '@/features/auth/utils/auth-error-message';

const TOTP_PATTERN = /^\d{6}$/;

/** The second step of signing in with two-factor on: a code from the app, or a one-time recovery code. */
export function TwoFactorSignInStep({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const [method, setMethod] = useState<TTwoFactorMethod>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyTwoFactor();
  const isTotp = method === 'totp';

  function switchMethod() {
    setMethod(isTotp ? 'recovery' : 'totp');
    setCode('');
    setError(undefined);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError('Please enter the code');
    if (isTotp && !TOTP_PATTERN.test(value)) return setError('The code has 6 digits');
    setError(undefined);
    verify.mutate(
      { code: value, method },
      {
        onSuccess: onVerified,
        onError: (failure) =>
          setError(twoFactorErrorMessage(failure, 'Verification failed. Please try again.')),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" data-testid="two-factor-step">
      <p className="text-sm leading-relaxed text-tape-300">
        {isTotp
          ? 'Open your authenticator app and enter the 6-digit code it shows for Rewind.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor. Each code works once.'}
      </p>
      <TextField
        key={method}
        label={isTotp ? 'Authentication code' : 'Recovery code'}
        name="code"
        autoFocus
        autoComplete="one-time-code"
        inputMode={isTotp ? 'numeric' : 'text'}
        maxLength={isTotp ? 6 : 64}
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(isTotp ? event.target.value.replace(/\D/g, '') : event.target.value)}
        error={error}
        className={isTotp ? 'text-center font-counter text-3xl tracking-[0.5em]' : 'font-counter text-xl'}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!code.trim()} isLoading={verify.isPending}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 rounded font-medium text-tape-300 hover:text-paper"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to login
        </button>
        <button
          type="button"
          onClick={switchMethod}
          className="rounded font-semibold text-cyan hover:text-paper"
        >
          {isTotp ? 'Use a recovery code instead' : 'Use your authenticator app'}
        </button>
      </div>
    </form>
  );
}
