import { catalogPolicy } from '@rewind/shared/policies/catalog';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ImagesService } from '../modules/images/images.service';
import type { Actor } from '../platform/actor';
import { authorize } from '../platform/authorize';

/**
 * Deletes a film with its releases and photos, an admin action. The rows go first (the galleries with the
 * title, on delete cascade), then the files they named: a failure in between leaves files no row names,
 * never a row naming a missing file.
 */
export async function deleteTitle(
  services: { catalog: CatalogService; images: ImagesService },
  actor: Actor,
  id: string,
): Promise<void> {
  authorize(catalogPolicy.delete(actor));
  const files = await services.images.filesOfTitle(id);
  await services.catalog.deleteTitle(id);
  await services.images.deleteFiles(files);
}
