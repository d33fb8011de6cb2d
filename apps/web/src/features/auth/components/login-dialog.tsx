import { ZSignInForm } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useSignIn } from '@/features/auth/api/sign-in';
import { notify } from '@/lib/notify';

type TField = 'email' | 'password';
type TFieldErrors = Partial<Record<TField, string>>;

export type TLoginDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// A first, login-only version of the auth dialog; sign-up and reset modes come with the full dialog.
export function LoginDialog({ open, onOpenChange }: TLoginDialogProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const signIn = useSignIn();
  const id = useId();

  // Spec section 5: submit stays disabled while e-mail or password is empty.
  const canSubmit = email.trim() !== '' && password !== '' && !signIn.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ZSignInForm.safeParse({ email, password });
    if (!parsed.success) {
      const next: TFieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setPassword('');
        onOpenChange(false);
      },
      onError: (error) => notify.error(error.message || MSG.loginFailed),
    });
  }

  const field = (name: TField) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  const inputClass =
    'mt-1.5 block h-11 w-full rounded-md border border-tape-600 bg-tape-950 px-3 text-paper placeholder:text-tape-500 transition focus:border-cyan focus:outline-none aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger/40';

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Login" size="sm" testId="login-dialog">
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-paper">
            Email
          </label>
          <input
            {...field('email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            maxLength={LIMITS.emailMax}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1.5 text-sm text-danger">
              {errors.email}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="text-sm font-medium text-paper">
            Password
          </label>
          <input
            {...field('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={LIMITS.passwordMax}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass}
          />
          {errors.password && (
            <p id={`${id}-password-error`} className="mt-1.5 text-sm text-danger">
              {errors.password}
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={!canSubmit}
          isLoading={signIn.isPending}
          className="mt-2 w-full"
        >
          Login
        </Button>
      </form>
    </Modal>
  );
}
