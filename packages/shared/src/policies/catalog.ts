import { z } from 'zod';
import * as MSG from '../texts.ts';
import { adminSession, ALLOW, isOffered, signedIn, type TDecision, type TPolicyActor } from './policy.ts';
import { reportsPolicy } from './reports.ts';

/**
 * Whether a catalogue field holds data (docs/product.md, Catalogue: anyone signed in fills an empty field; changing one
 * that holds data is an admin action). Blank text and an empty list are empty; a flag, set or not, is data.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const isChanged = (current: Record<string, unknown>, changes: Record<string, unknown>, field: string) =>
  JSON.stringify(current[field]) !== JSON.stringify(changes[field]);

/** The fields a change would alter that already hold data. */
export function filledFieldsChanged(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): string[] {
  return Object.keys(changes).filter(
    (field) => isFilled(current[field]) && isChanged(current, changes, field),
  );
}

/** The part of `changes` that alters something: an edit that changes nothing writes nothing. */
export function alteredFields<T extends Record<string, unknown>>(
  current: Record<string, unknown>,
  changes: T,
) {
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) => isChanged(current, changes, field)),
  ) as Partial<T>;
}

/** Titles and releases of the shared catalogue. */
export const catalogPolicy = {
  /** Browsing and search are open to everyone. */
  view: (): TDecision => ALLOW,

  /** Adding a title or a release. */
  create: (actor: TPolicyActor): TDecision => signedIn(actor),

  /** Saving `changes` to a title or release whose fields are `current`, field by field. */
  update(actor: TPolicyActor, current: Record<string, unknown>, changes: Record<string, unknown>): TDecision {
    const allowed = signedIn(actor);
    if (!allowed.allowed) return allowed;
    const filled = filledFieldsChanged(current, changes);
    return filled.length === 0
      ? ALLOW
      : adminSession(actor, MSG.onlyAdminsChangeFilledFields(filled.join(', ')));
  },

  /** Changing fields that already hold data (what an edit form offers as editable). */
  updateFilled: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Deleting a title with its releases. */
  delete: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Deleting one release of a title. */
  deleteRelease: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Restoring a deleted title or release from the trash, or looking into the trash. */
  restore: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** Merging a duplicate title into another (its releases, copies and wants move; decision 029). */
  merge: (actor: TPolicyActor): TDecision => adminSession(actor),

  /** The admin portal's catalogue section: titles with what hangs off them. */
  administer: (actor: TPolicyActor): TDecision => adminSession(actor),
};

/** What the web offers the caller for a release (`isOffered`): it shows or hides its actions from this alone. */
export const ZReleaseAbilities = z.object({
  /** Fill its empty fields (an edit form with the filled ones read-only). */
  update: z.boolean(),
  /** Change fields that already hold data too. */
  updateFilled: z.boolean(),
  /** Delete it (into the trash). */
  delete: z.boolean(),
  /** Report its data as wrong to the admins (what a member who may not change a filled field does). */
  report: z.boolean(),
});
export type TReleaseAbilities = z.infer<typeof ZReleaseAbilities>;

/** What the caller may do with a title: as with a release, delete it, and merge it into another. */
export const ZTitleAbilities = ZReleaseAbilities.extend({ merge: z.boolean() });
export type TTitleAbilities = z.infer<typeof ZTitleAbilities>;

export function releaseAbilities(actor: TPolicyActor): TReleaseAbilities {
  return {
    update: isOffered(catalogPolicy.create(actor)),
    updateFilled: isOffered(catalogPolicy.updateFilled(actor)),
    delete: isOffered(catalogPolicy.deleteRelease(actor)),
    // The catalogue is about no member: anyone signed in may report it.
    report: reportsPolicy.offersReport(actor, null),
  };
}

export function titleAbilities(actor: TPolicyActor): TTitleAbilities {
  return {
    ...releaseAbilities(actor),
    delete: isOffered(catalogPolicy.delete(actor)),
    merge: isOffered(catalogPolicy.merge(actor)),
  };
}
