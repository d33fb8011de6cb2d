import { filmWithYear } from '@rewind/shared/film-label';
import type { TTitleDetail } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import type { TRelease } from '@rewind/shared/releases';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { SignInPrompt } from '@/features/collection/components/sign-in-prompt';
import { ReleasePicker } from '@/features/collection/components/release-picker';
import type { TPickerMode } from '@/features/collection/components/release-picker-entries';
import { SelectReleaseForm } from '@/features/collection/components/select-release-form';
import { AddToListForm } from '@/features/collection/components/add-to-list-form';

/** collection: add releases; release: choose one release; unified: add and remove (Manage Collection/Wantlist). */
export type TCollectionDialogMode = 'collection' | 'release' | 'unified';

export type TCollectionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The film with its releases (GET /api/v1/titles/{idOrSlug}). */
  film: TTitleDetail;
  /**
   * collection: 'Add to Collection' / 'Add to Wantlist'; release: 'Select Release'; unified: 'Manage
   * Collection' / 'Manage Wantlist'.
   */
  mode: TCollectionDialogMode;
  /** Collection and unified modes: which list (default collection). */
  list?: TPickerMode;
  /** Pre-selected release (e.g. opened from a release page); collection and release modes. */
  initialReleaseId?: string;
  /** Release mode: the chosen release; a rejection keeps the dialog open and shows its message. */
  onSelectRelease?: (release: TRelease) => Promise<unknown> | void;
  /** After a successful save (collection and unified modes), before the dialog closes. */
  onDone?: () => void;
};

const TITLES: Record<Exclude<TCollectionDialogMode, 'release'>, Record<TPickerMode, string>> = {
  collection: { collection: MSG.addToCollection, wantlist: 'Add to Wantlist' },
  unified: { collection: MSG.manageCollection, wantlist: MSG.manageWantlist },
};

/** The collection selection dialog in its three modes, and the Manage Collection / Manage Wantlist dialog. */
export function CollectionDialog({
  open,
  onOpenChange,
  film,
  mode,
  list = 'collection',
  initialReleaseId,
  onSelectRelease,
  onDone,
}: TCollectionDialogProps) {
  const { isSignedIn, isPending } = useSession();
  const close = () => onOpenChange(false);
  const done = () => {
    onDone?.();
    close();
  };
  const title = mode === 'release' ? MSG.selectRelease : TITLES[mode][list];
  const needsAccount = mode !== 'release';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={filmWithYear(film)}
      size="2xl"
      testId="collection-dialog"
    >
      {/* Mounted only while open, so every opening starts from the current state. */}
      {!open ? null : needsAccount && isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : needsAccount && !isSignedIn ? (
        <SignInPrompt list={list} />
      ) : mode === 'release' ? (
        <SelectReleaseForm
          film={film}
          initialReleaseId={initialReleaseId}
          onSelectRelease={(release) => onSelectRelease?.(release)}
          onClose={close}
        />
      ) : mode === 'collection' ? (
        <AddToListForm
          film={film}
          list={list}
          initialReleaseId={initialReleaseId}
          onDone={() => onDone?.()}
          onClose={close}
        />
      ) : (
        <ReleasePicker film={film} mode={list} onDone={done} onCancel={close} />
      )}
    </Modal>
  );
}
