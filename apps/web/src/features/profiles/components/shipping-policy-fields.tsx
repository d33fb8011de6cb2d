import type { TShippingPolicy } from '@rewind/shared/shipping';
import { ZShippingCost } from '@rewind/shared/price';
import type { TShippingPolicyView } from '@rewind/shared/profiles';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/form-field';

// The four amounts of a shipping policy as the form holds them: empty domestic amounts mean no policy, empty
// world amounts shipping at home only.
const amount = z
  .string()
  .trim()
  .refine((text) => text === '' || ZShippingCost.safeParse(text).success, 'Enter an amount like 4.50');

const BOTH = 'Set both amounts, or neither';

export const ZShippingForm = z
  .object({ domesticFirst: amount, domesticExtra: amount, worldFirst: amount, worldExtra: amount })
  .superRefine((form, ctx) => {
    const pairs = [
      ['domesticFirst', 'domesticExtra'],
      ['worldFirst', 'worldExtra'],
    ] as const;
    for (const [first, extra] of pairs) {
      if (!form[first] !== !form[extra])
        ctx.addIssue({ code: 'custom', message: BOTH, path: [form[first] ? extra : first] });
    }
    if (form.worldFirst && !form.domesticFirst) {
      ctx.addIssue({ code: 'custom', message: 'Set the domestic rates first', path: ['domesticFirst'] });
    }
  });
export type TShippingForm = z.infer<typeof ZShippingForm>;

export const shippingFormOf = (policy: TShippingPolicyView | null): TShippingForm => ({
  domesticFirst: policy?.domestic.first ?? '',
  domesticExtra: policy?.domestic.extra ?? '',
  worldFirst: policy?.world?.first ?? '',
  worldExtra: policy?.world?.extra ?? '',
});

export const shippingPolicyOf = (form: TShippingForm): TShippingPolicy | null =>
  form.domesticFirst
    ? {
        domestic: { first: form.domesticFirst, extra: form.domesticExtra },
        world: form.worldFirst ? { first: form.worldFirst, extra: form.worldExtra } : null,
      }
    : null;

type TShippingFieldsProps = {
  /** The form's `register` for one amount. */
  registerAmount: (name: keyof TShippingForm) => UseFormRegisterReturn;
  errors: FieldErrors<TShippingForm> | undefined;
};

/** The shipping policy's four amounts: at home and to the rest of the world, the first copy and each extra. */
export function ShippingPolicyFields({ registerAmount, errors }: TShippingFieldsProps) {
  const field = (name: keyof TShippingForm, label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      placeholder="0.00"
      error={errors?.[name]?.message}
      {...registerAmount(name)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="shipping-policy-fields">
      <p className="text-sm text-tape-300 sm:col-span-2">
        What sending copies costs, in the site's currency: the first item and each extra one. Orders start
        from it; you confirm the total. Leave the world's amounts empty to ship within your country only.
      </p>
      {field('domesticFirst', 'Domestic: first item')}
      {field('domesticExtra', 'Domestic: each extra item')}
      {field('worldFirst', 'Rest of the world: first item')}
      {field('worldExtra', 'Rest of the world: each extra item')}
    </div>
  );
}
