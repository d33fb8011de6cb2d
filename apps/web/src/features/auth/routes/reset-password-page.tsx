import { zodResolver } from '@hookform/resolvers/zod';
import { type TNewPasswordForm, ZNewPasswordForm } from '@rewind/shared/auth';
import { LIMITS } from '@rewind/shared/limits';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useAuthDialog } from '@/lib/auth-dialog';
import { authErrorMessage } from '@/features/auth/utils/auth-error-message';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';

const RESET_FAILED = 'Could not reset your password. Please try again.';
const PASSWORD_RESET_DONE = 'Your password has been reset. You can log in now.';

const isBadToken = (error: unknown) =>
  isApiError(error) && (error.code === 'INVALID_TOKEN' || error.code.toLowerCase().includes('token'));

/** The link is missing, used, or expired: say so, and offer a new one. */
function InvalidLink({ hasToken }: { hasToken: boolean }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <EmptyState
      icon={LinkIcon}
      title={hasToken ? 'This reset link has expired' : 'This reset link is incomplete'}
      description={
        hasToken
          ? 'Password reset links work once and only for a short time. Ask for a new one and use the newest email.'
          : 'Open this page from the link in your password reset email, or ask for a new link.'
      }
      action={<Button onClick={() => openAuthDialog('reset')}>Request a new link</Button>}
    />
  );
}

/** Landing page of the password-reset e-mail: choose a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [isTokenRejected, setIsTokenRejected] = useState(params.has('error'));
  const [formError, setFormError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const resetPassword = useResetPassword();

  const { register, handleSubmit, formState, control, setError } = useForm<TNewPasswordForm>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: zodResolver(ZNewPasswordForm),
    reValidateMode: 'onChange',
  });
  const [password = '', confirmPassword = ''] = useWatch({ control, name: ['password', 'confirmPassword'] });

  const onSubmit = handleSubmit(({ password: newPassword }) => {
    setFormError(null);
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: async () => {
          notify.success(PASSWORD_RESET_DONE);
          await navigate('/', { replace: true });
          openAuthDialog('login');
        },
        onError: (error) => {
          if (isBadToken(error)) return setIsTokenRejected(true);
          const message = authErrorMessage(error, RESET_FAILED);
          if (isApiError(error) && error.code.startsWith('PASSWORD')) {
            setError('password', { message }, { shouldFocus: true });
          } else {
            setFormError(message);
          }
        },
      },
    );
  });

  return (
    <PageContainer width="narrow">
      <PageHeader eyebrow="Account" title="Reset your password" />
      {!token || isTokenRejected ? (
        <InvalidLink hasToken={Boolean(token)} />
      ) : (
        <div className="relative mx-auto max-w-md overflow-hidden rounded-xl border border-tape-600 bg-tape-900 shadow-box">
          <div aria-hidden className="stripes-x h-1" />
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5 sm:p-6">
            <div className="flex items-center gap-3">
              <div className="flex size-11 shrink-0 items-center justify-center rounded-full border border-tape-600 bg-tape-850 text-cyan">
                <KeyRound aria-hidden className="size-5" />
              </div>
              <h2 className="font-display text-lg leading-tight text-paper">Choose a new password</h2>
            </div>
            <p className="text-sm leading-relaxed text-tape-300">
              After the change you are signed out everywhere; log in with the new password.
            </p>
            {formError && <FormAlert>{formError}</FormAlert>}
            <TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              autoFocus
              maxLength={LIMITS.passwordMax}
              hint={`At least ${LIMITS.passwordMin} characters.`}
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <TextField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              error={formState.errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <Button
              type="submit"
              size="lg"
              className="mt-1 w-full"
              disabled={password === '' || confirmPassword === ''}
              isLoading={resetPassword.isPending}
            >
              Set New Password
            </Button>
          </form>
        </div>
      )}
    </PageContainer>
  );
}
