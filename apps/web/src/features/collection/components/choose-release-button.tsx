import type { TTitleDetail } from '@rewind/shared/catalog';
import type { TRelease } from '@rewind/shared/releases';
import { useQueryClient } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getTitleQueryOptions } from '@/features/catalog';
import { notify } from '@/lib/notify';
import { lazyComponent } from '@/components/ui/lazy-component';

// The picker loads when it first opens.
const CollectionDialog = lazyComponent(
  () =>
    import('@/features/collection/components/collection-dialog').then((module) => module.CollectionDialog),
  { drawnOnceOpened: true },
);

/**
 * For an item held without a release ('Any release'): 'Select Release' lists the film's releases as they
 * are now, and `onChoose` makes the item that release.
 */
export function ChooseReleaseButton({
  titleId,
  itemLabel,
  onChoose,
}: {
  titleId: string;
  /** Names the item for screen readers, e.g. the film's title. */
  itemLabel: string;
  /** Resolves once the item is that release; a rejection keeps the dialog open with its message. */
  onChoose: (release: TRelease) => Promise<unknown>;
}) {
  const queryClient = useQueryClient();
  const [film, setFilm] = useState<TTitleDetail | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  async function open() {
    setIsLoading(true);
    try {
      setFilm(await queryClient.fetchQuery(getTitleQueryOptions(titleId)));
      setIsOpen(true);
    } catch (error) {
      notify.fromError(error);
    } finally {
      setIsLoading(false);
    }
  }

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        leftIcon={<Disc3 aria-hidden className="size-4" />}
        isLoading={isLoading}
        aria-label={`Choose the release of ${itemLabel}`}
        onClick={() => void open()}
      >
        Choose release
      </Button>
      {film && (
        <CollectionDialog
          open={isOpen}
          onOpenChange={setIsOpen}
          film={film}
          mode="release"
          onSelectRelease={onChoose}
        />
      )}
    </>
  );
}
