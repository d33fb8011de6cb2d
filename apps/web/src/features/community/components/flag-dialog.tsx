import * as MSG from '@rewind/shared/texts';
import { ReportDialog } from '@/components/ui/report-dialog-content';
import { notify } from '@/lib/notify';
import { useFlag } from '@/features/community/api/forum';

/** 'Flag this post': why (off-topic, inappropriate, spam, …) and an optional note for the admins. */
export function FlagDialog({
  entryId,
  open,
  onOpenChange,
}: {
  entryId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const flag = useFlag();
  return (
    <ReportDialog
      open={open}
      onOpenChange={onOpenChange}
      targetType="post"
      title="Flag this post"
      description="Posts flagged by three members are hidden until an admin decides."
      submitLabel="Flag"
      isPending={flag.isPending}
      onSend={async (report) => {
        try {
          await flag.mutateAsync({ id: entryId, ...report });
          notify.success(MSG.reportThanks);
          onOpenChange(false);
        } catch (error) {
          notify.fromError(error);
        }
      }}
    />
  );
}
