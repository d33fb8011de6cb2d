// Profiles and their dialogs.

// Profile dialogs and their validation
export const completeYourProfileTitle = 'Complete Your Profile';
export const createProfile = 'Create Profile';
export const updateProfile = 'Update Profile';
export const completeProfile = 'Complete Profile';
export const usernameRequired = 'Username is required';
export const usernameInvalidChars = 'Username can only contain letters, numbers, hyphens, and underscores';
export const usernameTaken = 'Username is already taken';
export const usernameNotAvailable = 'Please choose a valid, available username';
export const avatarNotImage = 'Please select an image file';
export const avatarTooLarge = 'Image must be less than 5MB';
export const avatarUploadFailed = 'Failed to upload image. Please try again.';
export const profileSaveFailed = (message: string) => `Failed to create/update profile: ${message}`;
export const profileCompletedElsewhere =
  'Profile has already been completed in another tab. Please refresh the page.';
export const profileUpdateFailed = 'Failed to update profile';
/** Beside the country on profile completion: why it is asked, though optional. */
export const countryWhy =
  'The country you ship from and receive in: shipping on the marketplace is quoted from it.';

// Success messages
export const countryInvalid = 'Choose a country from the list';

// Rewind's own texts, for rules the original description states without giving a text
export const usernameTooShort = 'Username must be at least 3 characters';
export const usernameTooLong = 'Username must be at most 30 characters';
export const usernameAutoPrefix = 'Please choose a username that does not start with user_';
export const bioTooLong = 'Bio must be at most 500 characters';
export const locationTooLong = 'Location must be at most 100 characters';
export const sellerTermsTooLong = 'Seller terms must be at most 1000 characters';
export const avatarUrlInvalid = 'Avatar must be an http(s) URL or a path on this site';
// The only avatar a profile may point at is the one uploaded through POST /api/v1/me/avatar.
export const avatarNotUploaded = 'Please upload the avatar image again.';
