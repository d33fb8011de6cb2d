import { isAutoUsername, ZUsername } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { CircleCheck, CircleX } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import type { TUsernameStatus } from '@/features/profiles/hooks/use-username-availability';
import { cn } from '@/lib/cn';

/** Why a name can never be chosen, in the product's words. */
function invalidReason(name: string): string {
  const parsed = ZUsername.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MSG.usernameInvalidChars;
  if (isAutoUsername(parsed.data)) return MSG.usernameAutoPrefix;
  return MSG.usernameInvalidChars;
}

const STATUS_LOOK: Record<
  Exclude<TUsernameStatus, 'none'>,
  { tone: string; text: (name: string) => string }
> = {
  checking: { tone: 'text-tape-300', text: () => 'Checking availability...' },
  available: { tone: 'text-success', text: (name) => `${name.toLowerCase()} is available` },
  taken: { tone: 'text-danger', text: () => MSG.usernameTaken },
  invalid: { tone: 'text-danger', text: invalidReason },
};

export type TUsernameFieldProps = {
  value: string;
  status: TUsernameStatus;
  /** A submit-time error (required, 'Please choose a valid, available username', taken). */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  autoFocus?: boolean;
};

/** The username input with its live availability indicator (none, checking, available, taken, invalid). */
export function UsernameField({ value, status, error, registration, autoFocus }: TUsernameFieldProps) {
  const look = status === 'none' ? null : STATUS_LOOK[status];
  const statusText = look?.text(value.trim());
  // A submit error shows until the person types again (typing clears it); then the live status speaks.
  const shownError = error ?? (status === 'taken' || status === 'invalid' ? statusText : undefined);
  return (
    <div className="relative" data-testid="username-field" data-status={status}>
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.usernameMax}
        placeholder="e.g. tape_hunter"
        error={shownError}
        hint={
          <span className={cn(look?.tone)}>
            {statusText ?? 'Letters, numbers, hyphens and underscores; 3–30 characters.'}
          </span>
        }
        live
        className="pr-10"
        autoFocus={autoFocus}
        {...registration}
      />
      <span aria-hidden className="pointer-events-none absolute top-[38px] right-3 flex size-5 items-center">
        {status === 'checking' && <Spinner size="sm" label={null} className="text-cyan" />}
        {status === 'available' && <CircleCheck className="size-5 text-success" />}
        {(status === 'taken' || status === 'invalid') && <CircleX className="size-5 text-danger" />}
      </span>
    </div>
  );
}
