import { inputClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/cn';
import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

type TFieldFrameProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Something at the right end of the label row, e.g. the blog body's Preview button. */
  labelAside?: ReactNode;
  /** Under the field, right-aligned: e.g. a character counter. */
  meta?: ReactNode;
  /** Announce changes of the error or hint as they happen (e.g. a live availability check). */
  live?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Label above, error (or hint) below: the layout every form field shares. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  labelAside,
  meta,
  live,
  className,
  children,
}: TFieldFrameProps) {
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-paper">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="mt-1.5">{children}</div>
      {(error || hint || meta) && (
        <div
          aria-live={live ? 'polite' : undefined}
          className="mt-1.5 flex items-start justify-between gap-3 text-sm"
        >
          {error ? (
            <p id={`${id}-error`} className="text-danger">
              {error}
            </p>
          ) : hint ? (
            <div id={`${id}-hint`} className="text-tape-400">
              {hint}
            </div>
          ) : (
            <span />
          )}
          {meta}
        </div>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type TCommonProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  labelAside?: ReactNode;
  meta?: ReactNode;
  live?: boolean;
  containerClassName?: string;
};

export type TTextFieldProps = TCommonProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    /**
     * What the box keeps of a typed or pasted value (e.g. digits only, at most 12): other characters never
     * appear, and the form sees the kept value. It caps the length too: the browser's maxLength would cut a
     * pasted '0-12345-67890-5' before its dashes are dropped.
     */
    keep?: ((value: string) => string) | undefined;
  };

/** A labelled text input; pass `register('name')` straight in. */
export function TextField({
  label,
  error,
  hint,
  labelAside,
  meta,
  live,
  containerClassName,
  className,
  id: givenId,
  ref,
  keep,
  onChange,
  maxLength,
  ...props
}: TTextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const keepAndChange =
    keep &&
    ((event: ChangeEvent<HTMLInputElement>) => {
      const kept = keep(event.target.value);
      // Only when something went: writing the value back moves the caret to the end.
      if (kept !== event.target.value) event.target.value = kept;
      onChange?.(event);
    });
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      meta={meta}
      live={live}
      className={containerClassName}
    >
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(inputClasses, 'h-11', className)}
        onChange={keepAndChange ?? onChange}
        maxLength={keep ? undefined : maxLength}
        {...props}
      />
    </FieldFrame>
  );
}

export type TTextAreaFieldProps = TCommonProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** Shows 'n / max' under the field. */
    count?: number;
    /** At least 4rem tall instead of 6rem: e.g. one short note per release in a list. */
    compact?: boolean;
  };

export function TextAreaField({
  label,
  error,
  hint,
  labelAside,
  containerClassName,
  className,
  id: givenId,
  ref,
  count,
  compact = false,
  maxLength,
  ...props
}: TTextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const meta =
    count !== undefined && maxLength ? (
      <span
        aria-hidden
        className={cn(
          'shrink-0 font-counter text-base leading-none',
          count > maxLength * 0.9 ? 'text-orange' : 'text-tape-400',
        )}
      >
        {count} / {maxLength}
      </span>
    ) : undefined;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={hint}
      labelAside={labelAside}
      meta={meta}
      className={containerClassName}
    >
      <textarea
        ref={ref}
        id={id}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(
          inputClasses,
          compact ? 'min-h-16' : 'min-h-24',
          'resize-y py-2.5 leading-relaxed',
          className,
        )}
        {...props}
      />
    </FieldFrame>
  );
}

export type TCheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label (and an optional line of explanation) to the right. */
export function CheckboxField({
  label,
  description,
  id: givenId,
  ref,
  className,
  ...props
}: TCheckboxFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-magenta"
        {...props}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-paper">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-tape-400">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

/** A message inside a form, above the fields: a failure, a notice or a success. */
export function FormAlert({
  tone = 'error',
  title,
  children,
  action,
  testId,
}: {
  tone?: 'error' | 'info' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  const tones = {
    error: 'border-danger/50 bg-danger/10 before:bg-danger',
    info: 'border-cyan/40 bg-cyan/10 before:bg-cyan',
    success: 'border-success/40 bg-success/10 before:bg-success',
  } as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'relative overflow-hidden rounded-lg border py-3 pr-3 pl-4 text-sm leading-relaxed text-paper',
        'before:absolute before:inset-y-0 before:left-0 before:w-1',
        tones[tone],
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn(title && 'mt-1', 'text-tape-300')}>{children}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
