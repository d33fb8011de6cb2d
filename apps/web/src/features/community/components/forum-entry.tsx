import type { TForumEntry } from '@rewind/shared/forum';
import * as MSG from '@rewind/shared/texts';
import { formatMoment, formatRelativeTime } from '@rewind/shared/time';
import { EyeOff, Flag, Heart, Pencil, Quote, ShieldCheck, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { LIMITS } from '@rewind/shared/limits';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { Link } from '@/lib/router';
import { useDeleteEntry, useEditEntry, useLike, useModerate } from '@/features/community/api/forum';
import { RichText } from '@/components/ui/rich-text';
import { PostEditor } from '@/features/community/components/post-editor';
import { lazyComponent } from '@/components/ui/lazy-component';

// Loads when first opened, not with the topic.
const FlagDialog = lazyComponent(
  () => import('@/features/community/components/flag-dialog').then((module) => module.FlagDialog),
  { drawnOnceOpened: true },
);

function Author({ entry }: { entry: TForumEntry }) {
  const { username, avatarUrl } = entry.author;
  return (
    <div className="flex items-center gap-2">
      <UserAvatar username={username ?? '?'} avatarUrl={avatarUrl} size="sm" />
      <div className="text-xs text-tape-400">
        {username ? (
          <Link
            to={`/users/${encodeURIComponent(username)}`}
            className="font-semibold text-paper hover:text-cyan"
          >
            {username}
          </Link>
        ) : (
          <span className="font-semibold text-paper">{MSG.unknownUser}</span>
        )}
        <span suppressHydrationWarning> · {formatRelativeTime(entry.createdAt)}</span>
        {entry.editedAt && <span title={formatMoment(entry.editedAt)}> · edited</span>}
      </div>
    </div>
  );
}

function Action({
  label,
  icon,
  onClick,
  pressed,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pressed?: boolean;
}) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick} aria-pressed={pressed}>
      {icon}
      {label}
    </Button>
  );
}

function EditForm({ entry, title, onDone }: { entry: TForumEntry; title?: string; onDone: () => void }) {
  const edit = useEditEntry();
  const isTopic = entry.position === 0;
  const [draft, setDraft] = useState({ title: title ?? '', content: entry.source });
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const save = async () => {
    const found = {
      ...(isTopic && !draft.title.trim() && { title: MSG.enterPostTitle }),
      ...(!draft.content.trim() && { content: isTopic ? MSG.enterPostContent : MSG.enterReplyContent }),
    };
    setErrors(found);
    if (found.title || found.content) return;
    try {
      await edit.mutateAsync({
        id: entry.id,
        isTopic,
        content: draft.content,
        ...(isTopic && { title: draft.title.trim() }),
      });
      onDone();
    } catch (cause) {
      notify.error(MSG.errorSavingPost(cause instanceof Error ? cause.message : MSG.unknownError));
    }
  };
  return (
    <div className="mt-3 flex flex-col gap-3">
      {isTopic && (
        <TextField
          label="Title"
          maxLength={LIMITS.title}
          value={draft.title}
          error={errors.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      )}
      <PostEditor
        label="Edit your post"
        value={draft.content}
        error={errors.content}
        onChange={(content) => setDraft({ ...draft, content })}
        onSubmit={() => void save()}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button size="sm" isLoading={edit.isPending} onClick={() => void save()}>
          Save
        </Button>
      </div>
    </div>
  );
}

/**
 * The opening post or a reply: author, time, text, and what the caller may do with it (their abilities from the
 * server): like, quote, edit, delete, flag, and for admins remove with a reason or restore what flags hid.
 */
export function ForumEntry({
  entry,
  title,
  onQuote,
  onDeleted,
}: {
  entry: TForumEntry;
  /** The topic's title, given with its opening post: editing that post may change it. */
  title?: string;
  /** Puts the post, quoted, into the reply box; absent where no reply can be written. */
  onQuote?: ((entry: TForumEntry) => void) | undefined;
  onDeleted?: () => void;
}) {
  const [mode, setMode] = useState<'read' | 'edit' | 'flag' | 'delete' | 'remove'>('read');
  const like = useLike();
  const remove = useDeleteEntry();
  const moderate = useModerate();
  const { abilities } = entry;
  const close = (open: boolean) => !open && setMode('read');
  const toggleLike = () =>
    like.mutate({ id: entry.id, liked: !entry.likedByMe }, { onError: (cause) => notify.fromError(cause) });
  return (
    <article
      id={entry.position === 0 ? 'post' : `reply-${entry.position}`}
      className={cn(
        'rounded-xl border bg-tape-900 p-4',
        entry.isHidden ? 'border-danger/50' : 'border-tape-600',
      )}
      data-testid="forum-entry"
    >
      <Author entry={entry} />
      {entry.isHidden && (
        <p className="mt-3 flex items-center gap-2 text-xs text-danger">
          <EyeOff aria-hidden className="size-3.5" />
          {MSG.hiddenByFlags}
        </p>
      )}
      {mode === 'edit' ? (
        <EditForm entry={entry} {...(title !== undefined && { title })} onDone={() => setMode('read')} />
      ) : (
        entry.html && <RichText html={entry.html} className="mt-2" />
      )}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        {abilities.like ? (
          <Action
            label={`${entry.likes} ${entry.likes === 1 ? 'like' : 'likes'}`}
            icon={
              <Heart aria-hidden className={cn('size-4', entry.likedByMe && 'fill-magenta text-magenta')} />
            }
            onClick={toggleLike}
            pressed={entry.likedByMe}
          />
        ) : (
          <span className="px-2 text-xs text-tape-400">
            <Heart aria-hidden className="mr-1 inline size-3.5" />
            {entry.likes} {entry.likes === 1 ? 'like' : 'likes'}
          </span>
        )}
        {onQuote && entry.source && (
          <Action
            label="Quote"
            icon={<Quote aria-hidden className="size-4" />}
            onClick={() => onQuote(entry)}
          />
        )}
        {abilities.edit && (
          <Action
            label="Edit"
            icon={<Pencil aria-hidden className="size-4" />}
            onClick={() => setMode('edit')}
          />
        )}
        {abilities.delete && (
          <Action
            label="Delete"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => setMode('delete')}
          />
        )}
        {abilities.flag && (
          <Action
            label="Flag"
            icon={<Flag aria-hidden className="size-4" />}
            onClick={() => setMode('flag')}
          />
        )}
        {entry.flaggedByMe && <span className="px-2 text-xs text-tape-400">You flagged this</span>}
        {abilities.moderate && !abilities.delete && (
          <Action
            label="Remove"
            icon={<ShieldCheck aria-hidden className="size-4" />}
            onClick={() => setMode('remove')}
          />
        )}
        {abilities.moderate && entry.isHidden && (
          <Action
            label="Restore"
            icon={<ShieldCheck aria-hidden className="size-4" />}
            onClick={() =>
              moderate.mutate(
                { id: entry.id, action: 'restore' },
                { onError: (cause) => notify.fromError(cause) },
              )
            }
          />
        )}
      </div>
      <FlagDialog entryId={entry.id} open={mode === 'flag'} onOpenChange={close} />
      <RemovalDialog
        open={mode === 'delete' || mode === 'remove'}
        onOpenChange={close}
        title={entry.position === 0 ? 'Delete this topic?' : 'Delete this reply?'}
        confirmLabel="Delete"
        {...(mode === 'remove' && { reasonLabel: 'Why? The author is told.' })}
        isPending={remove.isPending || moderate.isPending}
        onConfirm={async (reason) => {
          try {
            if (reason === undefined) await remove.mutateAsync(entry.id);
            else await moderate.mutateAsync({ id: entry.id, action: 'delete', reason });
            setMode('read');
            onDeleted?.();
          } catch (cause) {
            notify.fromError(cause);
          }
        }}
      >
        {entry.position === 0 ? 'The topic and its replies leave the forum.' : 'The reply leaves the topic.'}
      </RemovalDialog>
    </article>
  );
}
