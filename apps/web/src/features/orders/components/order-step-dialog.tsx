import { formatPrice } from '@rewind/shared/currency';
import * as MSG from '@rewind/shared/texts';
import { ORDER_STEPS, ORDER_TIMERS, type TOrderStep } from '@rewind/shared/order-states';
import type { TOrderDetail } from '@rewind/shared/orders';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useOrderStep } from '@/features/orders/api/orders';

type TStepForm = {
  description: (order: TOrderDetail) => string;
  /** What the step asks for besides a confirmation. */
  field?: 'shipping' | 'note';
  fieldLabel?: string;
  isDanger?: boolean;
};

const STEP_FORMS: Record<TOrderStep, TStepForm> = {
  'confirm-total': {
    description: (order) =>
      `The copy is ${formatPrice(order.price, order.currency)}. Add what shipping to ${order.buyer.username} costs; the buyer then pays you the total as your terms say.`,
    field: 'shipping',
    fieldLabel: 'Shipping',
  },
  'report-payment': {
    description: (order) =>
      `${order.seller.username} is told you paid and confirms once the money arrives. Say how you paid, so they can find it.`,
    field: 'note',
    fieldLabel: 'How and when you paid (optional)',
  },
  'confirm-payment': { description: () => 'Confirm that the payment arrived; next you ship the copy.' },
  ship: {
    description: () => 'Mark the copy as on its way. A tracking number helps the buyer follow it.',
    field: 'note',
    fieldLabel: 'Tracking (optional)',
  },
  'confirm-receipt': {
    description: () => 'Confirm that the copy arrived. The order is then complete and the copy is yours.',
  },
  'cancel-unavailable': {
    description: () => 'The copy can no longer be sold: the order is cancelled and the listing removed.',
    isDanger: true,
  },
  'cancel-non-paying': {
    description: () =>
      `No payment ${ORDER_TIMERS.nonPayingAfterDays} days after the total: the order is cancelled and the copy is for sale again.`,
    isDanger: true,
  },
  'request-cancel': {
    description: () => 'The other side is asked to agree; until then the order stays as it is.',
    field: 'note',
    fieldLabel: 'Why (optional)',
  },
  'agree-cancel': {
    description: () => 'The order is cancelled and the copy is for sale again.',
    isDanger: true,
  },
};

/** One step of an order: what it means, what it asks for, then the step. */
export function OrderStepDialog({
  open,
  order,
  step,
  onClose,
}: {
  /** Mounted while open (a lazy dialog needs the flag). */
  open: boolean;
  order: TOrderDetail;
  step: TOrderStep;
  onClose: () => void;
}) {
  const form = STEP_FORMS[step];
  const take = useOrderStep(order.id);
  // The total starts from what the seller's shipping policy asks of this buyer.
  const [value, setValue] = useState(form.field === 'shipping' ? (order.shippingQuote ?? '') : '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const once = useSingleFlight();
  const submit = () => {
    // Shipping is said, never assumed: an empty field is no free shipping (the server refuses it too).
    if (form.field === 'shipping' && !value.trim()) {
      setFieldError(MSG.shippingRequired);
      return;
    }
    return once(() =>
      take.mutateAsync(
        {
          step,
          ...(form.field === 'shipping' ? { shipping: value.trim() } : {}),
          ...(form.field === 'note' && value.trim() ? { note: value.trim() } : {}),
        },
        {
          onSuccess: () => {
            notify.success(`${ORDER_STEPS[step].label}: done`);
            onClose();
          },
          onError: (error) => {
            const message = isApiError(error) ? error.message : MSG.unexpectedError;
            if (isApiError(error) && error.fields?.shipping) setFieldError(error.fields.shipping);
            else notify.error(message);
          },
        },
      ),
    );
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !take.isPending && onClose()}
      title={ORDER_STEPS[step].label}
      description={form.description(order)}
      testId="order-step-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={take.isPending}>
            {MSG.cancel}
          </Button>
          <Button variant={form.isDanger ? 'danger' : 'primary'} isLoading={take.isPending} onClick={submit}>
            {ORDER_STEPS[step].label}
          </Button>
        </>
      }
    >
      {form.field === 'shipping' && (
        <TextField
          label={form.fieldLabel!}
          inputMode="decimal"
          hint={
            order.shippingQuote === null
              ? `What sending it to ${order.buyer.username} costs; 0 for none.`
              : 'From your shipping policy; change it if you need to.'
          }
          value={value}
          error={fieldError}
          onChange={(event) => {
            setValue(event.target.value);
            setFieldError(undefined);
          }}
        />
      )}
      {form.field === 'note' && (
        <TextAreaField
          label={form.fieldLabel!}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
    </Modal>
  );
}
