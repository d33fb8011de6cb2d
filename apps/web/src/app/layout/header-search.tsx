import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { cn } from '@/lib/cn';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

/** The header search. For now it submits to the catalogue; the live dropdown comes later. */
export function HeaderSearch({ className }: { className?: string }) {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = query.trim();
    navigate(term ? `/catalog?q=${encodeURIComponent(term)}` : '/catalog');
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        Search the catalogue
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-tape-400"
      />
      <input
        id={inputId}
        type="search"
        name="q"
        data-testid="header-search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={LIMITS.search}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={isDesktop ? MSG.searchPlaceholder : MSG.searchPlaceholderMobile}
        className="h-10 w-full rounded-full border border-tape-600 bg-tape-900 pr-4 pl-9 text-sm text-paper transition placeholder:text-tape-400 hover:border-tape-500 focus:border-cyan focus:bg-tape-850 focus:outline-none focus-visible:outline-offset-0"
      />
    </form>
  );
}
