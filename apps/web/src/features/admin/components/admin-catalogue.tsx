import { SearchableList } from '@/components/ui/searchable-list';
import type { TAdminTitle } from '@rewind/shared/catalog-admin';
import { filmWithYear } from '@rewind/shared/film-label';
import { titleDetailPath } from '@rewind/shared/slug';
import { Film, GitMerge, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { Link } from '@/lib/router';
import { AdminTrash } from '@/features/admin/components/admin-trash';
import { CoverThumb } from '@/features/catalog';
import { DeleteTitleDialog } from '@/features/admin/lazy/delete-dialogs';
import { useAdminTitles } from '@/features/admin/api/titles';
import { holdingsText, MergeTitleDialog } from '@/features/admin/components/merge-title-dialog';

function TitleRow({ film }: { film: TAdminTitle }) {
  const [isMerging, setMerging] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="admin-title">
      <CoverThumb title={film} className="w-12" />
      <div className="min-w-0 flex-1">
        <Link
          to={titleDetailPath(film.slug)}
          className="font-semibold break-words text-paper hover:text-cyan"
        >
          {filmWithYear(film)}
        </Link>
        <p className="text-sm text-tape-300">
          #{film.displayId}
          {film.director ? ` · ${film.director}` : ''}
        </p>
        <p className="text-xs text-tape-400">{holdingsText(film.holdings)}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          leftIcon={<GitMerge aria-hidden className="size-4" />}
          onClick={() => setMerging(true)}
        >
          Merge into…
        </Button>
        <Button
          size="sm"
          variant="danger"
          leftIcon={<Trash2 aria-hidden className="size-4" />}
          onClick={() => setDeleting(true)}
        >
          Delete
        </Button>
      </div>
      {isMerging && <MergeTitleDialog open onOpenChange={setMerging} duplicateId={film.id} />}
      <DeleteTitleDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title={film}
        onMerge={() => setMerging(true)}
      />
    </li>
  );
}

/**
 * The catalogue: find a film, delete it (into the trash) or merge a duplicate into the film that stays; and the
 * trash, where a deleted film can be restored.
 */
export function AdminCatalogue() {
  return (
    <div className="flex flex-col gap-10">
      <TitledSection id="admin-films" label="Catalogue" title="Films" size="md">
        <SearchableList
          search={{
            label: 'Find a film',
            hint: 'As the catalogue search matches: title, director, actors, genre, studio, year.',
          }}
          useList={useAdminTitles}
          label="Films"
          rowHeight="h-20"
          empty={{
            icon: Film,
            title: 'No films found',
            whenSearching: 'Nothing in the catalogue matches that search.',
            otherwise: 'The catalogue is empty.',
          }}
          row={(film) => <TitleRow key={film.id} film={film} />}
        />
      </TitledSection>
      <TitledSection id="admin-trash" label="Deleted films and releases" title="Trash" size="md">
        <AdminTrash />
      </TitledSection>
    </div>
  );
}
