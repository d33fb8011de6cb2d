import * as MSG from '@rewind/shared/texts';
import { ORDER_STATUS_LABELS } from '@rewind/shared/order-states';
import {
  ORDER_MESSAGE_MAX,
  type TOrderDetail,
  type TOrderEvent,
  type TOrderMessage,
} from '@rewind/shared/orders';
import { formatRelativeTime } from '@rewind/shared/time';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useOrderMessages, usePostOrderMessage } from '@/features/orders/api/orders';

type TLine = { kind: 'step'; event: TOrderEvent } | { kind: 'message'; message: TOrderMessage };

const timeOf = (line: TLine) => (line.kind === 'step' ? line.event.createdAt : line.message.createdAt);

/**
 * The steps and the messages in the order they happened. While earlier messages are not loaded, the steps
 * before the first loaded message wait with them.
 */
function threadLines(events: TOrderEvent[], messages: TOrderMessage[], isComplete: boolean): TLine[] {
  const oldest = messages.at(-1)?.createdAt;
  const steps = events.filter((event) => isComplete || !oldest || event.createdAt >= oldest);
  return [
    ...steps.map((event) => ({ kind: 'step' as const, event })),
    ...messages.map((message) => ({ kind: 'message' as const, message })),
  ].sort((a, b) => timeOf(a).localeCompare(timeOf(b)));
}

function StepLine({ event }: { event: TOrderEvent }) {
  return (
    <li className="relative" data-testid="order-timeline-step">
      <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-magenta" />
      <p className="text-sm text-paper">
        {event.step === 'request-cancel' ? 'Asked to cancel' : ORDER_STATUS_LABELS[event.to]}
        <span className="text-tape-400">
          {' '}
          · {event.actor ?? 'automatically'} · {formatRelativeTime(event.createdAt)}
        </span>
      </p>
      {event.note && <p className="mt-0.5 text-sm text-tape-300">“{event.note}”</p>}
    </li>
  );
}

function MessageLine({ message, isMine }: { message: TOrderMessage; isMine: boolean }) {
  return (
    <li className="relative" data-testid="order-message">
      <span aria-hidden className="absolute top-3 -left-[20px] size-2 rounded-full bg-tape-500" />
      <div
        className={cn(
          'max-w-prose rounded-lg border px-3 py-2',
          isMine ? 'border-cyan/40 bg-cyan/5' : 'border-tape-600 bg-tape-900',
        )}
      >
        <p className="text-xs text-tape-400">
          <span className="font-semibold text-tape-200">
            {isMine ? 'You' : (message.author ?? 'Former member')}
          </span>{' '}
          · {formatRelativeTime(message.createdAt)}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-paper">{message.body}</p>
      </div>
    </li>
  );
}

function Composer({ orderId }: { orderId: string }) {
  const post = usePostOrderMessage(orderId);
  const once = useSingleFlight();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    if (!body.trim()) return setError(MSG.messageRequired);
    once(() =>
      post.mutateAsync(
        { body },
        {
          onSuccess: () => setBody(''),
          // What was typed stays in the box to send again.
          onError: (cause) => notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError),
        },
      ),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  // Ctrl or Cmd with Enter sends; Enter alone starts a new line.
  const sendOnModEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2" data-testid="order-composer">
      <TextAreaField
        label="Your message"
        rows={3}
        maxLength={ORDER_MESSAGE_MAX}
        count={body.length}
        value={body}
        error={error}
        hint="Plain text. Ctrl+Enter sends."
        onKeyDown={sendOnModEnter}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" className="self-end" isLoading={post.isPending}>
        <Send aria-hidden className="size-4" />
        Send
      </Button>
    </form>
  );
}

/** The order's timeline and thread in one: each step as a line, the messages between them, and the composer. */
export function OrderThread({ order }: { order: TOrderDetail }) {
  const { user } = useSession();
  const messages = useOrderMessages(order.id);
  const loaded = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const lines = threadLines(order.events, loaded, !messages.hasNextPage);
  const myName =
    user?.id === order.buyer.userId
      ? order.buyer.username
      : user?.id === order.seller.userId
        ? order.seller.username
        : null;
  return (
    <section aria-labelledby="order-timeline" className="lg:col-start-1">
      <h2 id="order-timeline" className="mb-3 font-display text-xl text-paper">
        Timeline and messages
      </h2>
      {messages.hasNextPage && (
        <Button
          variant="ghost"
          size="sm"
          className="mb-3"
          isLoading={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          Show earlier messages
        </Button>
      )}
      {messages.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <ol className="flex flex-col gap-3 border-l border-tape-600 pl-4" data-testid="order-timeline">
          {lines.map((line) =>
            line.kind === 'step' ? (
              <StepLine key={line.event.id} event={line.event} />
            ) : (
              <MessageLine
                key={line.message.id}
                message={line.message}
                isMine={myName !== null && line.message.author === myName}
              />
            ),
          )}
        </ol>
      )}
      {messages.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          The messages could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void messages.refetch()}>
            {MSG.retry}
          </button>
        </p>
      )}
      {myName && <Composer orderId={order.id} />}
    </section>
  );
}
