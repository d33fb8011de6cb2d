import { FORMATS } from '@rewind/shared/options';
import { ArrowRight, Library } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';

/** A cassette with turning reels, drawn for the hero. */
function CassetteArt() {
  const reel = (cx: number) => (
    <g className="origin-center animate-[spin_7s_linear_infinite] [transform-box:fill-box]">
      <circle cx={cx} cy="118" r="30" fill="#f5efe4" />
      <circle cx={cx} cy="118" r="11" fill="#0c0b10" />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <rect
          key={angle}
          x={cx - 2.5}
          y="96"
          width="5"
          height="9"
          rx="1.5"
          fill="#0c0b10"
          transform={`rotate(${angle} ${cx} 118)`}
        />
      ))}
    </g>
  );
  return (
    <svg
      viewBox="0 0 400 240"
      role="img"
      aria-label="A VHS cassette"
      className="w-full drop-shadow-[0_30px_40px_rgba(0,0,0,0.6)]"
    >
      <rect x="4" y="4" width="392" height="232" rx="14" fill="#1d1b25" stroke="#3a3646" strokeWidth="2" />
      <rect x="22" y="18" width="356" height="58" rx="6" fill="#f5efe4" />
      <rect x="22" y="52" width="356" height="8" fill="#ff8a1f" />
      <rect x="22" y="60" width="356" height="8" fill="#ff2e88" />
      <rect x="22" y="68" width="356" height="8" fill="#2de2e6" />
      <text x="36" y="44" fontFamily="Bungee, Impact, sans-serif" fontSize="22" fill="#0c0b10">
        REWIND
      </text>
      <text x="364" y="44" textAnchor="end" fontFamily="VT323, monospace" fontSize="22" fill="#57526a">
        T-120 · SP
      </text>
      <rect x="70" y="86" width="260" height="64" rx="32" fill="#0c0b10" stroke="#57526a" strokeWidth="2" />
      <rect x="150" y="104" width="100" height="28" rx="4" fill="#2a2734" />
      <path d="M150 118 H250" stroke="#3a3646" strokeWidth="6" />
      {reel(118)}
      {reel(282)}
      <rect x="60" y="168" width="280" height="52" rx="6" fill="#17151e" stroke="#2a2734" strokeWidth="2" />
      {[0, 1, 2, 3, 4].map((index) => (
        <circle key={index} cx={150 + index * 25} cy="194" r="5" fill="#2a2734" />
      ))}
    </svg>
  );
}

export function HomeHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden border-b border-tape-700">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_20%,rgb(255_46_136/0.18),transparent_60%),radial-gradient(40rem_24rem_at_10%_90%,rgb(45_226_230/0.12),transparent_60%)]"
      />
      <div aria-hidden className="scanlines absolute inset-0" />
      <div
        aria-hidden
        className="stripes-y absolute -right-24 bottom-10 hidden h-16 w-[36rem] -rotate-12 opacity-25 lg:block"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:py-24">
        <div>
          <p className="font-counter text-xl tracking-widest text-cyan uppercase sm:text-2xl">
            <span aria-hidden>▶ </span>Play · SP · 00:00:00
          </p>
          <h1
            id="hero-heading"
            className="mt-3 font-display text-5xl leading-[0.95] text-paper sm:text-6xl lg:text-7xl"
          >
            Be kind.
            <br />
            <span className="bg-gradient-to-r from-orange via-magenta to-cyan bg-clip-text text-transparent">
              Rewind.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-paper-dim sm:text-lg">
            The community catalogue for collectors of physical video. Look up every release of a film, keep
            track of the tapes on your shelf and the ones still missing, and trade with people who care about
            clamshells and slipcases as much as you do.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/catalog" className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
              Browse the catalogue
              <ArrowRight aria-hidden className="size-5" />
            </Link>
            <Link
              to="/collection"
              className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}
            >
              <Library aria-hidden className="size-5" />
              Start your collection
            </Link>
          </div>
          <ul aria-label="Formats in the catalogue" className="mt-10 flex flex-wrap gap-2">
            {FORMATS.map((format) => (
              <li
                key={format}
                className="rounded-sm border border-tape-600 bg-tape-900/70 px-2 py-0.5 font-counter text-lg leading-tight text-tape-300"
              >
                {format}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto hidden w-full max-w-md sm:block lg:max-w-none">
          <div className="-rotate-3 transition duration-500 hover:rotate-0">
            <CassetteArt />
          </div>
        </div>
      </div>
    </section>
  );
}
