import { stepLine } from '@rewind/shared/order-states';
import type { TOrderDetail } from '@rewind/shared/orders';
import { Thread } from '@/components/thread/thread';
import { useSession } from '@/lib/session';
import { useOrderMessages, usePostOrderMessage } from '@/features/orders/api/orders';

/** The order's timeline and thread: its steps as lines, the messages between them, and the composer. */
export function OrderThread({ order }: { order: TOrderDetail }) {
  const { user } = useSession();
  const messages = useOrderMessages(order.id);
  const post = usePostOrderMessage(order.id);
  const myName =
    user?.id === order.buyer.userId
      ? order.buyer.username
      : user?.id === order.seller.userId
        ? order.seller.username
        : null;
  const steps = order.events.map((event) => ({
    id: event.id,
    label: stepLine(event.step, event.to),
    actor: event.actor,
    note: event.note,
    createdAt: event.createdAt,
  }));
  return (
    <Thread
      steps={steps}
      messages={messages}
      send={myName ? (body) => post.mutateAsync(body) : null}
      myName={myName}
      testId="order"
    />
  );
}
