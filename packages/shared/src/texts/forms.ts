// Dialogs' and forms' common buttons and checks.

// Common buttons
export const cancel = 'Cancel';
export const submit = 'Submit';
export const search = 'Search';
export const saveChanges = 'Save Changes';
export const refreshPage = 'Refresh Page';

// Rewind's own texts, for rules the original description states without giving a text
export const discardChangesTitle = 'Discard changes?';
export const discardChangesText = 'What you typed in this form will be lost.';
export const keepEditing = 'Keep editing';
export const discard = 'Discard';
export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;
