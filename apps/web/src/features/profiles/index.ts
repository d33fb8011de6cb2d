// The profiles feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { useMyProfile } from './api/get-my-profile';
export { usePublicProfile } from './api/get-public-profile';
export { useUpdateMyProfile } from './api/update-my-profile';
export { ProfileShelves } from './components/profile-sections';
export { EditProfileDialog } from './lazy/edit-profile-dialog';
export { ProfileCompletionPrompt } from './lazy/profile-completion-prompt';
