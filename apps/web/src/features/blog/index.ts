// The blog's public entry. The admin portal mounts `BlogAdmin`, best through `loadBlogAdmin` (lazily: the
// section's code then loads with it only).
export { BlogAdmin } from './components/blog-admin';
export { loadBlogAdmin } from './loaders/blog-admin';
