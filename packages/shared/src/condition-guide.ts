import type { TPackagingCondition } from './options.ts';

// Apart from options.ts, which nearly every page loads for a list or two: only listings show the guide.
/** The grading guide: what each grade means, as listings explain it to buyers. */
export const CONDITION_GUIDE: Record<TPackagingCondition, string> = {
  Sealed: 'Factory sealed in its original shrink wrap; never opened.',
  Mint: 'Perfect in every way: looks and plays as new.',
  'Near Mint': 'Nearly perfect; played at most a few times, no visible wear.',
  'Very Good Plus': 'Light signs of handling; plays perfectly.',
  'Very Good': 'Noticeable wear or light tracking lines that do not spoil viewing.',
  'Good Plus': 'Clear wear; plays through with some picture or sound faults.',
  Good: 'Heavy wear; plays with noticeable faults.',
  Fair: 'Badly worn; plays with frequent faults.',
  Poor: 'Damaged; may not play. For parts, or for the box.',
  Generic: 'In a plain replacement case or sleeve, not the original.',
  'No box': 'The tape or disc alone, without a case or sleeve.',
};
