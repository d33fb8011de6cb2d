import type { TTitleDetail } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import type { TRelease } from '@rewind/shared/releases';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { ReleaseOption } from '@/features/collection/components/release-option';
import { errorText, releaseOption, Footer } from '@/features/collection/components/release-form-parts';

/** 'Select Release': one release of the film, handed to onSelectRelease; the dialog waits for it. */
export function SelectReleaseForm({
  film,
  initialReleaseId,
  onSelectRelease,
  onClose,
}: {
  film: TTitleDetail;
  initialReleaseId: string | undefined;
  onSelectRelease: (release: TRelease) => Promise<unknown> | void;
  onClose: () => void;
}) {
  const [selectedId, setSelectedId] = useState(initialReleaseId ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function select() {
    const release = film.releases.find((candidate) => candidate.id === selectedId);
    if (!release) {
      setError(MSG.pleaseSelectRelease);
      return;
    }
    setIsSaving(true);
    try {
      await onSelectRelease(release);
      onClose();
    } catch (cause) {
      // The dialog stays open with the reason, so another release can be chosen.
      setError(errorText(cause));
      setIsSaving(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      data-testid="select-release-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaving) void select();
      }}
    >
      {error && <FormAlert title={error} />}
      {film.releases.length === 0 ? (
        <p className="text-sm text-tape-300">This film has no releases yet.</p>
      ) : (
        <ul className="flex flex-col gap-2.5" aria-label={`Releases of ${film.title}`}>
          {film.releases.map((release) => {
            const isSelected = release.id === selectedId;
            return (
              <li key={release.id}>
                <ReleaseOption
                  option={releaseOption(release)}
                  status={isSelected ? 'selected' : 'idle'}
                  statusLabel={isSelected ? 'Selected' : 'Select this release'}
                  isDisabled={isSaving}
                  onToggle={() => {
                    setError(null);
                    setSelectedId(isSelected ? null : release.id);
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Footer>
        <Button variant="ghost" onClick={onClose} disabled={isSaving}>
          {MSG.cancel}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {MSG.selectRelease}
        </Button>
      </Footer>
    </form>
  );
}
