import type { TOrderDetail } from '@rewind/shared/orders';
import { useSession } from '@/lib/session';
import { ReportButton } from '@/features/reports';

/** 'Report' on an order, for its buyer and seller: while the report is open, an admin may read the order. */
export function ReportOrder({ order }: { order: TOrderDetail }) {
  const { user } = useSession();
  const isSide = user?.id === order.buyer.userId || user?.id === order.seller.userId;
  if (!isSide) return null;
  return (
    <ReportButton
      target={{ targetType: 'order', targetId: order.id }}
      what={`order ${order.id.slice(0, 8)}`}
    />
  );
}
