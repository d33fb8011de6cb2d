import { formatUtcDay } from '@rewind/shared/time';

/** When a post was published, as a machine-readable <time>. */
export function BlogDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatUtcDay(iso)}</time>;
}
