import { LIMITS } from '@rewind/shared/limits';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import { Check, Film, Minus, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { TextAreaField } from '@/components/ui/form-field';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** held: in my list; removing: held and marked for removal; selected: marked for adding; idle: neither. */
export type TOptionStatus = 'idle' | 'selected' | 'held' | 'removing';

export type TReleaseOptionData = {
  key: string;
  /** Null for the film-level entry ('Any release'). */
  releaseTitle: string | null;
  format?: string | null;
  studio?: string | null;
  releaseYear?: number | null;
  caseType?: string | null;
  coverImageUrl?: string | null;
};

const STATUS_STYLES: Record<TOptionStatus, string> = {
  idle: 'border-tape-700 bg-tape-900 hover:border-tape-500 hover:bg-tape-850',
  selected: 'border-magenta bg-magenta/10 shadow-glow-magenta',
  held: 'border-cyan/70 bg-cyan/10 hover:border-cyan',
  removing: 'border-danger/70 bg-danger/10',
};

function StatusMark({ status }: { status: TOptionStatus }) {
  const Icon = status === 'removing' ? Minus : status === 'idle' ? Plus : Check;
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full border-2',
        status === 'idle' && 'border-tape-500 text-tape-400',
        status === 'selected' && 'border-magenta bg-magenta text-tape-950',
        status === 'held' && 'border-cyan bg-cyan text-tape-950',
        status === 'removing' && 'border-danger bg-danger text-tape-950',
      )}
    >
      <Icon className="size-4" strokeWidth={3} />
    </span>
  );
}

/**
 * One release as a selectable card: cover, release title (default 'Standard Release'), studio, year and
 * case type, and for held items their notes. A button, so it works with Tab, Enter and Space.
 */
export function ReleaseOption({
  option,
  status,
  statusLabel,
  notes,
  badge,
  isLocked = false,
  isDisabled = false,
  onToggle,
}: {
  option: TReleaseOptionData;
  status: TOptionStatus;
  /** Spoken and shown: e.g. 'In your collection', 'Will be removed'. */
  statusLabel: string;
  notes?: string | null;
  /** A small extra label, e.g. 'In wantlist' while managing the collection. */
  badge?: ReactNode;
  isLocked?: boolean;
  isDisabled?: boolean;
  onToggle: () => void;
}) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const title = option.releaseTitle === null ? 'Any release' : option.releaseTitle || DEFAULT_RELEASE_TITLE;
  const details = [option.studio, option.releaseYear ? String(option.releaseYear) : null, option.caseType]
    .filter(Boolean)
    .join(' · ');
  return (
    <button
      type="button"
      data-testid="release-option"
      data-status={status}
      aria-pressed={status === 'selected' || status === 'removing'}
      aria-disabled={isLocked || isDisabled || undefined}
      aria-busy={isLocked || undefined}
      onClick={() => {
        if (!isLocked && !isDisabled) onToggle();
      }}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg border p-2.5 text-left transition sm:gap-4 sm:p-3',
        STATUS_STYLES[status],
        (isLocked || isDisabled) && 'cursor-not-allowed',
        // Disabled (e.g. while saving) dims more than marked for removal.
        isDisabled ? 'opacity-60' : status === 'removing' && 'opacity-80',
      )}
    >
      <div className="relative aspect-[2/3] w-12 shrink-0 overflow-hidden rounded border border-tape-700 bg-tape-850 sm:w-14">
        {option.coverImageUrl && !hasImageFailed ? (
          <ResponsiveImage
            src={option.coverImageUrl}
            sizes="(min-width: 640px) 56px, 48px"
            alt=""
            onError={() => setHasImageFailed(true)}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div aria-hidden className="absolute inset-0 flex items-center justify-center scanlines">
            {option.format ? (
              <span className="font-counter text-base text-tape-400">{option.format}</span>
            ) : (
              <Film className="size-5 text-tape-500" />
            )}
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span
            className={cn(
              'font-semibold leading-snug text-paper',
              status === 'removing' && 'line-through decoration-danger',
            )}
          >
            {title}
          </span>
          {option.format && (
            <span className="rounded-sm border border-tape-600 px-1.5 py-0.5 text-xs leading-none text-tape-300">
              {option.format}
            </span>
          )}
          {badge}
        </p>
        {details && <p className="mt-1 truncate text-sm text-tape-300">{details}</p>}
        {option.releaseTitle === null && (
          <p className="mt-1 text-sm text-tape-300">The film, whichever release it is</p>
        )}
        {notes && (
          <p className="mt-1 line-clamp-2 text-sm text-tape-400 italic" data-testid="release-option-notes">
            “{notes}”
          </p>
        )}
        <p
          className={cn(
            'mt-1 text-xs font-semibold tracking-wide uppercase',
            status === 'held' && 'text-cyan',
            status === 'selected' && 'text-magenta-soft',
            status === 'removing' && 'text-danger',
            status === 'idle' && 'text-tape-400',
          )}
        >
          {statusLabel}
        </p>
      </div>
      {isLocked ? <Spinner size="sm" label="Saving" /> : <StatusMark status={status} />}
    </button>
  );
}

/** A notes box per selected release ('Notes for Selected Releases (optional)'), then any `children`. */
export function ReleaseNotesFields({
  entries,
  notes,
  placeholder,
  isDisabled,
  onChange,
  children,
}: {
  entries: Pick<TReleaseOptionData, 'key' | 'releaseTitle'>[];
  notes: ReadonlyMap<string, string>;
  placeholder: string;
  isDisabled: boolean;
  onChange: (key: string, note: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="mt-3 flex flex-col gap-4">
      {entries.map((entry) => {
        const note = notes.get(entry.key) ?? '';
        return (
          <TextAreaField
            key={entry.key}
            label={entry.releaseTitle ?? 'Any release'}
            placeholder={placeholder}
            value={note}
            maxLength={LIMITS.notes}
            count={note.length}
            rows={2}
            disabled={isDisabled}
            onChange={(event) => onChange(entry.key, event.target.value)}
            compact
          />
        );
      })}
      {children}
    </div>
  );
}
