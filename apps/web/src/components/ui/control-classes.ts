// The classes of form controls, apart from the fields (form-field.tsx), so a control drawn on its own (a shelf
// item's notes, a select) does not bring every field with it.

/** The look every form control shares: text boxes, text areas and selects. */
export const controlClasses =
  'block w-full rounded-md border border-tape-600 bg-tape-950 px-3 text-paper transition placeholder:text-tape-500 ' +
  'hover:border-tape-500 focus:border-cyan focus:outline-none focus-visible:outline-offset-0 ' +
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/** A text box or area: a read-only one is drawn dashed and dimmed, as locked. */
export const inputClasses = `${controlClasses} read-only:border-dashed read-only:bg-tape-900 read-only:text-tape-300`;
