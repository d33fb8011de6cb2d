import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { controlClasses } from '@/components/ui/control-classes';
import { cn } from '@/lib/cn';

export type TSelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly string[];
  /** A first, empty choice (stored as null), e.g. 'Not specified'. */
  emptyLabel?: string;
  /** What each option reads as, when not its value (a country's name for its code). */
  optionLabel?: (option: string) => string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

const MULTIPLE_HINT = 'Ctrl-click (⌘-click on a Mac) to choose more than one.';

/** A labelled native select over one of the shared option lists; `multiple` lets several be chosen. */
export function SelectField({
  label,
  options,
  emptyLabel,
  optionLabel = (option) => option,
  error,
  id: givenId,
  className,
  ref,
  ...props
}: TSelectFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-paper">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        // A select matches :read-only, so it takes the controls' look without the locked text field's.
        className={cn(controlClasses, 'mt-1.5', props.multiple ? 'h-36 py-1' : 'h-11', className)}
        {...props}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="mt-1.5 text-sm text-danger">{error}</p>
      ) : (
        props.multiple && <p className="mt-1.5 text-xs text-tape-400">{MULTIPLE_HINT}</p>
      )}
    </div>
  );
}
