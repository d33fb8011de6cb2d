// What the API answers whatever the route.

// Rewind's own texts, for rules the original description states without giving a text
export const databaseUnavailable = 'The database is unavailable. Please try again in a moment.';

// Requests the API refuses whatever the route
export const invalidRequest = 'Invalid request';
export const invalidField = 'Invalid value';
export const duplicateItem = 'This item already exists.';
export const missingReference = 'A referenced item does not exist.';
export const serverFault = 'Something went wrong on our side.';
export const sitePasswordNeeded = 'This site needs its access password.';
export const sitePasswordWrong = 'That password is not right. Please try again.';
export const crossOriginWrite =
  'This request came from another website, so it was refused. Please use Rewind itself to make changes.';
export const invalidValue =
  'A value in the request cannot be saved. Please check what you entered and try again.';
export const malformedMultipart =
  'The upload did not arrive whole or is not a proper form upload. Please try again.';
/** A write allowance used up: when the next write goes through, from the Retry-After seconds. */
export const tooManyRequests = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds <= 60
      ? 'a minute'
      : minutes < 90
        ? `${minutes} minutes`
        : `${Math.ceil(minutes / 60)} hours`;
  return `You have done that too often for now. Please try again in ${wait}.`;
};
export const nestedTooDeep = (field: string) => `${field} is nested too deeply to be read.`;
export const unstorableText = (field: string) =>
  `${field} contains a character that cannot be saved (a NUL character or broken Unicode). Please remove it.`;
