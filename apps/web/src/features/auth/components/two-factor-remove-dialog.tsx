import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useRemoveTwoFactor } from '@/features/auth/api/remove-two-factor';
import { twoFactorErrorMessage } from '@/features/auth/utils/auth-error-message';
import { notify } from '@/lib/notify';

/** Turning two-factor off takes a current code from the app or a recovery code. */
export function TwoFactorRemoveDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useRemoveTwoFactor();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return setError('Please enter a code');
    setError(undefined);
    remove.mutate(code, {
      onSuccess: () => {
        notify.success('Two-factor authentication is off.');
        onOpenChange(false);
      },
      onError: (failure) =>
        setError(twoFactorErrorMessage(failure, 'Could not turn two-factor off. Please try again.')),
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Remove two-factor authentication"
      description="Sign-in will ask only for your password again."
      size="sm"
      testId="two-factor-remove-dialog"
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label="Code from your app, or a recovery code"
          name="code"
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="font-counter text-xl tracking-wider"
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!code.trim()} isLoading={remove.isPending}>
            Remove two-factor
          </Button>
        </div>
      </form>
    </Modal>
  );
}
