import type { TImage } from '@rewind/shared/images';
import * as MSG from '@rewind/shared/texts';
import { useCallback, useMemo, useState } from 'react';
import { checkImageFile } from '@/features/images/lib/check-image-file';
import { notify } from '@/lib/notify';

/**
 * An image-uploader item. `preview` is the server's thumbnail of an uploaded image; a
 * new file's preview is made from `file` while it is on screen (see useObjectUrl). `image` is the gallery
 * row an item stands for once it is uploaded.
 */
export type TImageItem = {
  id: string;
  file: File | null;
  preview: string | null;
  order: number;
  caption: string;
  isPrimary: boolean;
  isNew: boolean;
  image: TImage | null;
};

let newItemCount = 0;
// Not crypto.randomUUID: that exists only on secure origins, and phones test over plain http on the LAN.
const nextNewId = () => `new-${++newItemCount}`;

const fromImage = (image: TImage): TImageItem => ({
  id: image.id,
  file: null,
  preview: image.thumbUrl,
  order: image.order,
  caption: image.caption ?? '',
  isPrimary: image.isPrimary,
  isNew: false,
  image,
});

const fromFile = (file: File): TImageItem => ({
  id: nextNewId(),
  file,
  preview: null,
  order: 0,
  caption: '',
  isPrimary: false,
  isNew: true,
  image: null,
});

/** The first image is primary, and orders count from 1 after every change. */
const renumber = (items: TImageItem[]) =>
  items.map((item, index) => ({ ...item, order: index + 1, isPrimary: index === 0 }));

type TState = { items: TImageItem[]; removed: TImage[] };

const initialState = (existing: readonly TImage[], files: readonly File[]): TState => ({
  items: renumber([
    ...[...existing].sort((a, b) => a.order - b.order).map(fromImage),
    ...files.map(fromFile),
  ]),
  removed: [],
});

export type TImageItemsActions = {
  /**
   * Checks each file (its content, its size) and adds those that fit under the maximum; toasts what it
   * refuses. The check reads the files, so the items change a moment later.
   */
  addFiles: (files: readonly File[]) => void;
  remove: (id: string) => void;
  move: (id: string, toIndex: number) => void;
  setCaption: (id: string, caption: string) => void;
  /** A crop or rotation of a new item: its picture is replaced by the edited file. */
  replaceFile: (id: string, file: File) => void;
  /** A new item was uploaded: it now stands for that gallery image (a retry will not send it again). */
  markUploaded: (id: string, image: TImage) => void;
  /** A removed gallery image was deleted on the server. */
  forgetRemoved: (imageId: string) => void;
  /** Starts over from a gallery as the server now has it. */
  reset: (images: readonly TImage[]) => void;
};

/**
 * The list behind the multi-image uploader and the box-photo dialog: existing gallery images first (in
 * their order), then picked files. Every change numbers them from 1, the first primary; removed gallery images
 * are remembered so a save can delete them.
 */
export function useImageItems({
  existing = [],
  files = [],
  max,
}: {
  existing?: readonly TImage[];
  files?: readonly File[];
  max: number;
}): { items: TImageItem[]; removed: TImage[]; actions: TImageItemsActions } {
  const [state, setState] = useState(() => initialState(existing, files));
  const count = state.items.length;

  const addFiles = useCallback(
    (picked: readonly File[]) => {
      void Promise.all(picked.map(checkImageFile)).then((checks) => {
        const problems = new Set<string>();
        const accepted: File[] = [];
        checks.forEach((problem, index) => {
          if (problem) problems.add(problem);
          else accepted.push(picked[index]!);
        });
        const room = Math.max(0, max - count);
        if (accepted.length > room) problems.add(MSG.maxImages(max));
        for (const problem of problems) notify.error(problem);
        const added = accepted.slice(0, room);
        if (!added.length) return;
        setState((current) => ({
          ...current,
          items: renumber([...current.items, ...added.map(fromFile)].slice(0, max)),
        }));
      });
    },
    [count, max],
  );

  const actions = useMemo<Omit<TImageItemsActions, 'addFiles'>>(
    () => ({
      remove: (id) =>
        setState((current) => {
          const item = current.items.find((candidate) => candidate.id === id);
          if (!item) return current;
          return {
            items: renumber(current.items.filter((candidate) => candidate.id !== id)),
            removed: item.image ? [...current.removed, item.image] : current.removed,
          };
        }),
      move: (id, toIndex) =>
        setState((current) => {
          const from = current.items.findIndex((candidate) => candidate.id === id);
          const to = Math.max(0, Math.min(toIndex, current.items.length - 1));
          if (from < 0 || from === to) return current;
          const items = [...current.items];
          const [moved] = items.splice(from, 1);
          if (!moved) return current;
          items.splice(to, 0, moved);
          return { ...current, items: renumber(items) };
        }),
      setCaption: (id, caption) =>
        setState((current) => ({
          ...current,
          items: current.items.map((item) => (item.id === id ? { ...item, caption } : item)),
        })),
      replaceFile: (id, file) =>
        setState((current) => ({
          ...current,
          items: current.items.map((item) => (item.id === id && item.isNew ? { ...item, file } : item)),
        })),
      markUploaded: (id, image) =>
        setState((current) => ({
          ...current,
          items: current.items.map((item) =>
            item.id === id ? { ...fromImage(image), id, order: item.order, isPrimary: item.isPrimary } : item,
          ),
        })),
      forgetRemoved: (imageId) =>
        setState((current) => ({
          ...current,
          removed: current.removed.filter((image) => image.id !== imageId),
        })),
      reset: (images) => setState(initialState(images, [])),
    }),
    [],
  );

  return {
    items: state.items,
    removed: state.removed,
    actions: useMemo(() => ({ ...actions, addFiles }), [actions, addFiles]),
  };
}
