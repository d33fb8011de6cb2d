import { Check, Copy, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { type TTwoFactorEnrolment, useEnableTwoFactor } from '@/features/auth/api/enable-two-factor';
import { useVerifyTwoFactor } from '@/features/auth/api/verify-two-factor';
import { QrCode } from '@/features/auth/components/qr-code';
import { twoFactorErrorMessage } from '@/features/auth/utils/auth-error-message';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

type TStep = 'password' | 'scan' | 'codes';

const STEP_TEXT: Record<TStep, string> = {
  password: 'First, confirm it is you.',
  scan: 'Scan the code with an authenticator app, then enter the code it shows.',
  codes: 'Two-factor is on. Save these recovery codes somewhere safe.',
};

const problemText = (error: unknown, fallback: string) =>
  isApiError(error) && error.status > 0 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;

/** The secret in an otpauth:// URI, in groups of four for typing. */
function manualKeyOf(totpURI: string): string {
  const secret = URL.canParse(totpURI) ? (new URL(totpURI).searchParams.get('secret') ?? '') : '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function StepCounter({ step }: { step: TStep }) {
  const index = (['password', 'scan', 'codes'] as const).indexOf(step);
  return (
    <ol aria-label="Steps" className="mb-5 flex gap-1.5">
      {[0, 1, 2].map((i) => (
        <li
          key={i}
          aria-current={i === index ? 'step' : undefined}
          className={`h-1 flex-1 rounded-full ${i <= index ? 'stripes-x' : 'bg-tape-700'}`}
        >
          <span className="sr-only">
            Step {i + 1} of 3{i === index ? ' (current)' : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const [isCopied, setIsCopied] = useState(false);
  const text = codes.join('\n');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      notify.success('Recovery codes copied.');
    } catch {
      notify.error('Could not copy. Select the codes and copy them by hand.');
    }
  }
  function download() {
    const url = URL.createObjectURL(new Blob([`Rewind recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rewind-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <div>
      <ul
        data-testid="recovery-codes"
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-tape-600 bg-tape-950 p-4 font-counter text-xl leading-snug text-paper select-all"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          leftIcon={
            isCopied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />
          }
          onClick={() => void copy()}
        >
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          leftIcon={<Download aria-hidden className="size-4" />}
          onClick={download}
        >
          Download
        </Button>
      </div>
    </div>
  );
}

/** TOTP enrolment: password, then the QR code and a confirming code, then the one-time recovery codes. */
export function TwoFactorEnrolDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<TStep>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enrolment, setEnrolment] = useState<TTwoFactorEnrolment | null>(null);
  const enable = useEnableTwoFactor();
  const verify = useVerifyTwoFactor();

  function handlePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError('Password is required');
    setError(undefined);
    enable.mutate(password, {
      onSuccess: (result) => {
        setEnrolment(result);
        setPassword('');
        setStep('scan');
      },
      onError: (failure) => setError(problemText(failure, 'Could not start the set-up. Please try again.')),
    });
  }

  function handleCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code from your app');
    setError(undefined);
    verify.mutate(
      { code, method: 'totp' },
      {
        onSuccess: () => {
          setStep('codes');
          notify.success('Two-factor authentication is on.');
        },
        onError: (failure) =>
          setError(twoFactorErrorMessage(failure, 'Could not check the code. Please try again.')),
      },
    );
  }

  const isCodesStep = step === 'codes';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Set up two-factor authentication"
      description={STEP_TEXT[step]}
      size="lg"
      // The recovery codes are shown only once: leaving takes the deliberate 'Done'.
      isDismissible={!isCodesStep}
      showCloseButton={!isCodesStep}
      testId="two-factor-enrol-dialog"
    >
      <StepCounter step={step} />
      {step === 'password' && (
        <form noValidate onSubmit={handlePassword} className="flex flex-col gap-4">
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error}
          />
          <Button type="submit" className="w-full" disabled={!password} isLoading={enable.isPending}>
            Continue
          </Button>
        </form>
      )}
      {step === 'scan' && enrolment && (
        <form noValidate onSubmit={handleCode} className="flex flex-col gap-5">
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <QrCode
              value={enrolment.totpURI}
              label="QR code for your authenticator app"
              className="size-44 shrink-0 rounded-lg"
            />
            <div className="min-w-0 text-sm text-tape-300">
              <p>Can't scan it? Enter this key in the app instead:</p>
              <p
                data-testid="totp-manual-key"
                className="mt-2 rounded-md border border-tape-600 bg-tape-950 px-3 py-2 font-counter text-xl leading-snug tracking-wider break-words text-paper select-all"
              >
                {manualKeyOf(enrolment.totpURI)}
              </p>
              <p className="mt-2 text-xs text-tape-400">Time-based, 6 digits, every 30 seconds.</p>
            </div>
          </div>
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={error}
            className="text-center font-counter text-3xl tracking-[0.5em]"
          />
          <Button type="submit" className="w-full" disabled={code.length !== 6} isLoading={verify.isPending}>
            Turn on two-factor
          </Button>
        </form>
      )}
      {isCodesStep && enrolment && (
        <div className="flex flex-col gap-5">
          <FormAlert tone="info" title="Each code works once">
            If you lose your phone, sign in with one of these instead of a code. They are shown only now.
          </FormAlert>
          <RecoveryCodes codes={enrolment.backupCodes} />
          <Button className="w-full" onClick={() => onOpenChange(false)}>
            Done, I saved them
          </Button>
        </div>
      )}
    </Modal>
  );
}
