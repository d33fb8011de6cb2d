// The blog's public entry: the admin portal mounts BlogAdmin (lazily, so the blog's code loads with it only).
export { BlogAdmin } from '@/features/blog/components/blog-admin';
