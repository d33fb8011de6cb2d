import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays), leaving out the false and empty ones. It does not
 * resolve conflicts: two classes of the same kind on one element (`px-4` and `px-2`, `text-paper` and
 * `text-danger`) are a bug, as Tailwind lets the one it writes later in the CSS win, not the later argument.
 * So components never pass conflicting classes: a variant sets its own value rather than overriding a
 * base one, and a component that takes `className` gets only classes its own do not set (a prop such as
 * `compact` or a size chooses between its values).
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
