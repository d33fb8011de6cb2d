import * as MSG from '@rewind/shared/texts';
import { DEFAULT_RELEASE_TITLE } from '@rewind/shared/options';
import type { TRelease } from '@rewind/shared/releases';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

export const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

export const releaseOption = (release: TRelease) => ({
  key: release.id,
  releaseTitle: release.releaseTitle || DEFAULT_RELEASE_TITLE,
  format: release.format,
  studio: release.studio,
  releaseYear: release.releaseYear,
  caseType: release.caseType,
  coverImageUrl: release.coverImageUrl,
});

export function Footer({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-3 border-t border-tape-700 pt-4">{children}</div>;
}
