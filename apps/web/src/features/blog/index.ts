// The blog's public entry. The admin portal mounts `BlogAdmin`, lazily: the section's code loads with
// it only.

export { BlogAdmin } from './lazy/blog-admin';
