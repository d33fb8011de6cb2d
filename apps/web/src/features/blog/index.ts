// The blog's public entry. The admin portal mounts `BlogAdmin`, best through `loadBlogAdmin` (lazily: the
// section's code then loads with it only).

export { loadBlogAdmin } from './loaders/blog-admin';
