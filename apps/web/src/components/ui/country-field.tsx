import { countryCodesByName, countryName } from '@rewind/shared/countries';
import { useId } from 'react';
import { SelectField, type TSelectFieldProps } from '@/components/ui/select-field';

/** A country chosen by its name (its ISO code is the value), with a line saying what it is for. */
export function CountryField({
  hint,
  ...props
}: Omit<TSelectFieldProps, 'options' | 'optionLabel'> & { hint?: string }) {
  const hintId = useId();
  return (
    <div>
      <SelectField
        options={countryCodesByName()}
        optionLabel={countryName}
        autoComplete="country"
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-tape-400">
          {hint}
        </p>
      )}
    </div>
  );
}
