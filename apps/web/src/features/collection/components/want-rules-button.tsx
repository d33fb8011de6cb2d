import type { TWantRules } from '@rewind/shared/collection';
import { useState } from 'react';
import { rulesSummary } from '@/features/collection/lib/want-rules';
import { lazyComponent } from '@/components/ui/lazy-component';

// The rules form loads when it is first opened.
const WantRulesDialog = lazyComponent(
  () => import('@/features/collection/components/want-rules-dialog').then((module) => module.WantRulesDialog),
  { drawnOnceOpened: true },
);

/**
 * A want's match rules in a few words, opening the rules dialog (on /wantlist and in the Manage Wantlist
 * picker).
 */
export function WantRulesButton({
  itemId,
  itemLabel,
  rules,
}: {
  itemId: string;
  itemLabel: string;
  rules: TWantRules;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const summary = rulesSummary(rules);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsEditing(true)}
        className="rounded-sm border border-tape-600 px-1.5 py-0.5 text-xs text-tape-300 hover:border-cyan hover:text-cyan"
        aria-label={`Match rules for ${itemLabel}: ${summary}`}
        data-testid="want-rules"
      >
        {summary}
      </button>
      <WantRulesDialog
        open={isEditing}
        onOpenChange={setIsEditing}
        itemId={itemId}
        itemLabel={itemLabel}
        rules={rules}
      />
    </>
  );
}
