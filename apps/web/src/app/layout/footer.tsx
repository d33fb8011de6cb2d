import * as MSG from '@rewind/shared/texts';
import { Link } from '@/lib/router';
import { TapeGlyph } from '@/app/layout/brand-link';

const FOOTER_LINKS = [
  { to: '/blog', label: MSG.blog },
  { to: '/about', label: MSG.about },
];

export function Footer() {
  return (
    <footer className="mt-auto border-t border-tape-700 bg-tape-900">
      <div aria-hidden className="stripes-x h-0.5 opacity-70" />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-center gap-3">
          <TapeGlyph className="size-8 text-paper" />
          <div>
            <p className="font-display text-base leading-none text-paper">Rewind</p>
            <p className="mt-1 font-counter text-lg leading-none text-tape-400">Be kind, rewind.</p>
          </div>
        </div>
        <nav aria-label="Footer" className="flex items-center gap-6 text-sm">
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link
              key={to}
              to={to}
              className="text-tape-300 underline-offset-4 hover:text-paper hover:underline"
            >
              {label}
            </Link>
          ))}
          <p data-testid="copyright" className="text-tape-400">
            {MSG.copyrightLine(new Date())}
          </p>
        </nav>
      </div>
    </footer>
  );
}
