import { CONDITION_GUIDE } from '@rewind/shared/condition-guide';
import { FORMATS, PACKAGING_CONDITIONS } from '@rewind/shared/options';
import { forumCategoryPath } from '@rewind/shared/slug';
import type { ReactNode } from 'react';
import { Film, Heart, Library, type LucideIcon, Store, Users } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Film,
    title: 'A shared catalogue',
    text: 'Every film is a master title with its physical releases underneath: studio, year, format, case type, region, tape speed, edition, UPC and photos of the box. Anyone can browse it; members add what is missing.',
  },
  {
    icon: Library,
    title: 'Your collection',
    text: 'Mark the releases on your shelf, not just the film: the clamshell and the slipcase are different tapes. Keep personal notes on each.',
  },
  {
    icon: Heart,
    title: 'A wantlist',
    text: 'List the releases you are still hunting. When one turns up on the marketplace, Rewind tells you.',
  },
  {
    icon: Store,
    title: 'A marketplace',
    text: 'Sell from your own collection with your own terms. Condition is graded for media and packaging, and buyers rate sellers after a completed sale.',
  },
  {
    icon: Users,
    title: 'A community',
    text: 'A forum, trade requests and collecting challenges, and a feed of what other collectors are adding.',
  },
];

// The rules everyone agrees to by taking part.
const COMMUNITY_RULES = [
  'Be kind. Disagree with ideas, never attack people; no harassment, hate or threats.',
  'Describe honestly. Grade every copy you sell by the guide below, and show its real photos.',
  'Trade and sell fairly. Ship what you promised, when you promised it, and answer your buyers.',
  'Keep the catalogue true. Add films and releases as they are, with original or public-domain photos only.',
  'No spam, no self-promotion and no bootlegs: copies must be genuine releases.',
  'Report what breaks these rules with the flag button rather than answering in kind; admins take it from there.',
];

const HELP_CATEGORY_PATH = forumCategoryPath('help');

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <PageContainer width="medium">
      <PageHeader
        eyebrow="About"
        title="About Rewind"
        description="Rewind is a community web app for people who collect films on physical media."
      />
      <div className="grid gap-12 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-5 text-base leading-relaxed text-paper-dim">
          <p>
            Streaming made films easy to watch and easy to lose. The tapes and discs they came on are still
            out there, in attics, thrift shops and carefully alphabetised shelves, and each one is a piece of
            film history: the cover art, the rental-store stickers, the distributor that put it out in one
            country and never again.
          </p>
          <p>
            Rewind is where collectors of that history keep track of it together. It started with VHS and
            covers every physical format since.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-tape-700 bg-tape-900 p-5">
                <Icon aria-hidden className="size-6 text-magenta" />
                <h2 className="mt-3 font-display text-lg text-paper">{title}</h2>
                <p className="mt-2 text-sm leading-relaxed text-tape-300">{text}</p>
              </li>
            ))}
          </ul>
          <AboutSection id="about-rules" title="Community rules">
            <ol className="list-decimal space-y-2 pl-5">
              {COMMUNITY_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </AboutSection>
          <AboutSection id="about-grading" title="Grading guide">
            <p>
              Every copy on the marketplace is graded twice, for its media and for its packaging, on this
              scale from best to worst. The last two grades are for packaging only.
            </p>
            <dl className="mt-4 divide-y divide-tape-700 rounded-xl border border-tape-700">
              {PACKAGING_CONDITIONS.map((grade) => (
                <div key={grade} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr]">
                  <dt className="font-medium text-paper">{grade}</dt>
                  <dd className="text-sm text-tape-300">{CONDITION_GUIDE[grade]}</dd>
                </div>
              ))}
            </dl>
          </AboutSection>
          <AboutSection id="about-contact" title="Reaching the admins">
            <p>
              Ask in the forum's{' '}
              <Link
                to={HELP_CATEGORY_PATH}
                className="text-cyan underline underline-offset-4 hover:text-paper"
              >
                Help category
              </Link>
              : the admins read it every day, and other collectors often answer first. To report a forum post,
              use its flag.
            </p>
          </AboutSection>
        </div>
        <aside
          aria-labelledby="about-formats"
          className="h-fit rounded-xl border border-tape-700 bg-tape-900 p-6"
        >
          <div aria-hidden className="stripes-x -mx-6 -mt-6 mb-5 h-1 rounded-t-xl" />
          <h2 id="about-formats" className="font-display text-lg text-paper">
            Formats
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {FORMATS.map((format) => (
              <li
                key={format}
                className="rounded-sm border border-tape-600 px-2 py-0.5 font-counter text-lg leading-tight text-tape-300"
              >
                {format}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm leading-relaxed text-tape-300">
            Free to browse. Sign up to add titles, track your collection and trade.
          </p>
          <Link to="/catalog" className={buttonClasses({ className: 'mt-5 w-full' })}>
            Browse the catalogue
          </Link>
        </aside>
      </div>
    </PageContainer>
  );
}

function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 font-display text-2xl text-paper">
        {title}
      </h2>
      {children}
    </section>
  );
}
