import { lazyComponent } from '@/components/ui/lazy-component';

// Its code fetched when first drawn; the caller's boundary waits for it; a module of its own, so only its users hold it.
export const SearchDropdown = lazyComponent(() =>
  import('@/features/catalog/components/search-dropdown').then((module) => module.SearchDropdown),
);
