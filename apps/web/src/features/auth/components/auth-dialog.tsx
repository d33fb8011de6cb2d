import { zodResolver } from '@hookform/resolvers/zod';
import { ZPasswordResetRequestForm, ZSignInForm, ZSignUpForm } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { useSignIn } from '@/features/auth/api/sign-in';
import { useSignUp } from '@/features/auth/api/sign-up';
import { AccountCreatedDialog } from '@/features/auth/components/account-created-dialog';
import type { TAuthMode } from '@/lib/auth-dialog';
import { TwoFactorSignInStep } from '@/features/auth/components/two-factor-sign-in-step';
import {
  authErrorMessage,
  isCommonPassword,
  isEmailNotVerified,
} from '@/features/auth/utils/auth-error-message';
import { notify } from '@/lib/notify';

type TStep = TAuthMode | 'two-factor';
type TAuthFormValues = { email: string; password: string; confirmPassword: string };

const EMPTY: TAuthFormValues = { email: '', password: '', confirmPassword: '' };

// The same schemas the server checks (packages/shared), one per mode.
const RESOLVERS: Record<TAuthMode, Resolver<TAuthFormValues>> = {
  login: zodResolver(ZSignInForm) as unknown as Resolver<TAuthFormValues>,
  signup: zodResolver(ZSignUpForm) as unknown as Resolver<TAuthFormValues>,
  reset: zodResolver(ZPasswordResetRequestForm) as unknown as Resolver<TAuthFormValues>,
};

const TEXTS: Record<TStep, { title: string; description: string; submit?: string; needs?: string }> = {
  login: {
    title: 'Login',
    description: 'Welcome back to the shelves.',
    submit: 'Login',
    needs: 'Enter your email and password to log in.',
  },
  signup: {
    title: 'Sign Up',
    description: 'Create your collector account: catalogue, collect, trade.',
    submit: 'Create Account',
    needs: 'Enter your email, a password and the same password again to create your account.',
  },
  reset: {
    title: 'Reset Password',
    description: "Enter your account's email and we'll send you a link to choose a new password.",
    submit: 'Send Reset Link',
    needs: 'Enter your email to get the link.',
  },
  'two-factor': { title: 'Two-factor verification', description: 'One more step to sign in.' },
};

export type TAuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: TAuthMode;
  initialEmail?: string;
  /** The person is signed in (called just before the dialog closes). */
  onSignedIn?: () => void;
};

/**
 * The auth dialog: modes login, signup and reset with links between them (switching
 * clears the passwords and keeps the e-mail), plus the two-factor step of a sign-in.
 */
export function AuthDialog({
  open,
  onOpenChange,
  initialMode = 'login',
  initialEmail = '',
  onSignedIn,
}: TAuthDialogProps) {
  const [step, setStep] = useState<TStep>(initialMode);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);
  const mode: TAuthMode = step === 'two-factor' ? 'login' : step;

  const form = useForm<TAuthFormValues>({
    defaultValues: { ...EMPTY, email: initialEmail },
    resolver: RESOLVERS[mode],
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, reset, getValues, setError, setFocus, control, formState } = form;
  const [email = '', password = '', confirmPassword = ''] = useWatch({
    control,
    name: ['email', 'password', 'confirmPassword'],
  });

  const signIn = useSignIn();
  const signUp = useSignUp();
  const requestReset = useRequestPasswordReset();
  const resend = useSendVerificationEmail();
  const isBusy = signIn.isPending || signUp.isPending || requestReset.isPending;

  // Disabled while the e-mail is empty, the password is empty (except in reset), or
  // the confirmation is empty on sign-up.
  const isIncomplete =
    email.trim() === '' ||
    (mode !== 'reset' && password === '') ||
    (mode === 'signup' && confirmPassword === '');

  function switchTo(next: TAuthMode) {
    reset({ ...EMPTY, email: getValues('email') });
    setUnverifiedEmail(null);
    setStep(next);
    // The form re-renders for the new mode first.
    window.setTimeout(() => setFocus(next === 'reset' || !getValues('email') ? 'email' : 'password'), 0);
  }

  function finishSignIn() {
    reset(EMPTY);
    setStep('login');
    onSignedIn?.();
    onOpenChange(false);
  }

  const onSubmit = handleSubmit((values) => {
    if (mode === 'login') {
      setUnverifiedEmail(null);
      signIn.mutate(
        { email: values.email.trim(), password: values.password },
        {
          onSuccess: (result) => (result?.twoFactorRedirect ? setStep('two-factor') : finishSignIn()),
          onError: (error) => {
            if (isEmailNotVerified(error)) return setUnverifiedEmail(values.email.trim());
            notify.error(authErrorMessage(error, MSG.loginFailed));
          },
        },
      );
    } else if (mode === 'signup') {
      signUp.mutate(
        { email: values.email.trim(), password: values.password, confirmPassword: values.confirmPassword },
        {
          onSuccess: () => {
            // Only the e-mail is kept, the mode becomes login, the confirmation shows.
            const kept = values.email.trim();
            reset({ ...EMPTY, email: kept });
            setStep('login');
            setCreatedEmail(kept);
          },
          onError: (error) => {
            const message = authErrorMessage(error, MSG.accountCreationFailed);
            if (isCommonPassword(error)) setError('password', { message }, { shouldFocus: true });
            notify.error(message);
          },
        },
      );
    } else {
      requestReset.mutate(
        { email: values.email.trim() },
        {
          onSuccess: () => {
            notify.success(MSG.passwordResetSent);
            switchTo('login');
          },
          onError: (error) => notify.error(authErrorMessage(error, MSG.passwordResetFailed)),
        },
      );
    }
  });

  function handleResend() {
    if (!unverifiedEmail) return;
    resend.mutate(unverifiedEmail, {
      onSuccess: () => notify.success('Confirmation email sent! Check your inbox.'),
      onError: (error) =>
        notify.error(authErrorMessage(error, 'Could not send the email. Please try again.')),
    });
  }

  const texts = TEXTS[step];
  // The button stays disabled until the fields are filled; this says what it waits for.
  const needsId = useId();
  const linkClass = 'rounded font-semibold text-cyan transition hover:text-paper';

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={texts.title}
        description={texts.description}
        size="sm"
        testId="auth-dialog"
      >
        {step === 'two-factor' ? (
          <TwoFactorSignInStep onVerified={finishSignIn} onBack={() => switchTo('login')} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-mode={mode}>
            {unverifiedEmail && (
              <FormAlert
                tone="info"
                title="Please confirm your email first"
                testId="email-not-verified"
                action={
                  <Button variant="outline" size="sm" isLoading={resend.isPending} onClick={handleResend}>
                    Resend confirmation email
                  </Button>
                }
              >
                Your address isn't confirmed yet. Open the link in the confirmation email we sent to{' '}
                <span className="font-semibold break-all text-paper">{unverifiedEmail}</span> (look in your
                spam too), then log in.
              </FormAlert>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete={mode === 'signup' ? 'username' : 'email'}
              inputMode="email"
              spellCheck={false}
              maxLength={LIMITS.emailMax}
              error={formState.errors.email?.message}
              {...register('email')}
            />
            {mode !== 'reset' && (
              <TextField
                key={`password-${mode}`}
                label="Password"
                type="password"
                autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                maxLength={LIMITS.passwordMax}
                error={formState.errors.password?.message}
                hint={mode === 'signup' ? `At least ${LIMITS.passwordMin} characters.` : undefined}
                // With the address filled in (the confirmed-e-mail landing), the password is what is left.
                autoFocus={mode === 'login' && initialEmail !== ''}
                {...register('password')}
              />
            )}
            {mode === 'login' && (
              // After the password, not beside its label: the keyboard goes e-mail, password, this, Login.
              <button
                type="button"
                onClick={() => switchTo('reset')}
                className={`${linkClass} -mt-2 self-end text-sm`}
              >
                Forgot password?
              </button>
            )}
            {mode === 'signup' && (
              <TextField
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                maxLength={LIMITS.passwordMax}
                error={formState.errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
            )}
            <Button
              type="submit"
              size="lg"
              className="mt-1 w-full"
              disabled={isIncomplete}
              isLoading={isBusy}
              aria-describedby={isIncomplete ? needsId : undefined}
            >
              {texts.submit}
            </Button>
            {isIncomplete && (
              <p id={needsId} className="-mt-2 text-center text-xs text-tape-300" data-testid="auth-needs">
                {texts.needs}
              </p>
            )}
            <p className="text-center text-sm text-tape-300">
              {mode === 'login' && (
                <>
                  New to Rewind?{' '}
                  <button type="button" onClick={() => switchTo('signup')} className={linkClass}>
                    Sign up
                  </button>
                </>
              )}
              {mode === 'signup' && (
                <>
                  Already have an account?{' '}
                  <button type="button" onClick={() => switchTo('login')} className={linkClass}>
                    Log in
                  </button>
                </>
              )}
              {mode === 'reset' && (
                <button
                  type="button"
                  onClick={() => switchTo('login')}
                  className={`${linkClass} inline-flex items-center gap-1`}
                >
                  <ArrowLeft aria-hidden className="size-4" />
                  Back to login
                </button>
              )}
            </p>
          </form>
        )}
      </Modal>
      <AccountCreatedDialog
        open={createdEmail !== null}
        email={createdEmail ?? ''}
        onClose={() => {
          setCreatedEmail(null);
          window.setTimeout(() => setFocus('password'), 0);
        }}
      />
    </>
  );
}
