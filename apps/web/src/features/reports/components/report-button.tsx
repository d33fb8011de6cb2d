import * as MSG from '@rewind/shared/texts';
import { REPORT_TARGET_LABELS, type TReportTarget } from '@rewind/shared/report-options';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ReportDialog } from '@/components/ui/report-dialog';
import { notify } from '@/lib/notify';
import { useReport } from '@/features/reports/api/report';

type Target = { targetType: Exclude<TReportTarget, 'post'>; targetId: string };

/**
 * 'Report': a listing, a member (by username), a rating, a film's or release's wrong data, or an order or trade
 * of one's own, to the admins, with why and an optional note.
 */
export function ReportButton({ target, what }: { target: Target; what: string }) {
  const report = useReport();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        leftIcon={<Flag aria-hidden className="size-4" />}
        onClick={() => setIsOpen(true)}
        data-testid={`report-${target.targetType}`}
      >
        Report
      </Button>
      <ReportDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        targetType={target.targetType}
        title={`Report ${what}`}
        description={`What is wrong with this ${REPORT_TARGET_LABELS[target.targetType].toLowerCase()}? Only the admins see your report.`}
        isPending={report.isPending}
        onSend={async (why) => {
          try {
            await report.mutateAsync({ ...target, ...why });
            notify.success(MSG.reportThanks);
            setIsOpen(false);
          } catch (error) {
            notify.fromError(error);
          }
        }}
      />
    </>
  );
}
