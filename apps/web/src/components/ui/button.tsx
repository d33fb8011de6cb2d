import { cn } from '@/lib/cn';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type TButtonSize = 'sm' | 'md' | 'compact' | 'field' | 'lg' | 'icon';

const VARIANTS: Record<TButtonVariant, string> = {
  primary:
    'bg-magenta text-tape-950 hover:bg-magenta-soft active:translate-y-px shadow-glow-magenta disabled:shadow-none',
  secondary: 'bg-paper text-tape-950 hover:bg-paper-dim active:translate-y-px',
  outline: 'border border-tape-500 text-paper hover:border-paper hover:bg-tape-800',
  ghost: 'text-tape-300 hover:bg-tape-800 hover:text-paper',
  danger: 'bg-danger text-tape-950 hover:brightness-110 active:translate-y-px',
};

const SIZES: Record<TButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  /** md from sm up; on a phone narrower, where the header has little room. */
  compact: 'h-10 gap-2 px-2.5 text-[13px] sm:px-4 sm:text-sm',
  /** md as tall as a text field (h-11), to stand on the line of one. */
  field: 'h-11 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2.5 px-6 text-base',
  icon: 'size-10 justify-center',
};

/** Classes of a button, for links that look like one (`<Link className={buttonClasses()}>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: TButtonVariant; size?: TButtonSize; className?: string | undefined } = {}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-md font-semibold whitespace-nowrap transition select-none',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Shows a spinner and disables the button. */
  isLoading?: boolean;
  leftIcon?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  leftIcon,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: TButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : leftIcon}
      {children}
    </button>
  );
}
