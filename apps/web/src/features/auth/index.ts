// The auth feature's public entry: what app/ and the other features use of it (eslint.boundaries.js). Feature
// modules are side-effect-free ("sideEffects" in apps/web/package.json), so an importer's chunk keeps only
// what it uses of this entry, not every module behind it.
export { AuthDialogProvider } from './components/auth-dialog-provider';
export { EmailVerifiedNotice } from './components/email-verified-notice';
export { TwoFactorSection } from './lazy/two-factor-section';
export { useLogout } from './hooks/use-logout';
