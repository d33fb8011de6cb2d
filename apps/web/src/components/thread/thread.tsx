import * as MSG from '@rewind/shared/texts';
import { ORDER_MESSAGE_MAX, type TOrderMessage, type TOrderMessagePage } from '@rewind/shared/orders';
import { formatRelativeTime } from '@rewind/shared/time';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';

/** A step of the thing the thread is about (an order's, a trade's), as a line between the messages. */
export type TThreadStep = {
  id: string;
  label: string;
  actor: string | null;
  note: string | null;
  createdAt: string;
};

type TLine = { kind: 'step'; step: TThreadStep } | { kind: 'message'; message: TOrderMessage };

const timeOf = (line: TLine) => (line.kind === 'step' ? line.step.createdAt : line.message.createdAt);

/**
 * The steps and the messages in the order they happened. While earlier messages are not loaded, the steps
 * before the first loaded message wait with them.
 */
function threadLines(steps: TThreadStep[], messages: TOrderMessage[], isComplete: boolean): TLine[] {
  const oldest = messages.at(-1)?.createdAt;
  const shown = steps.filter((step) => isComplete || !oldest || step.createdAt >= oldest);
  return [
    ...shown.map((step) => ({ kind: 'step' as const, step })),
    ...messages.map((message) => ({ kind: 'message' as const, message })),
  ].sort((a, b) => Date.parse(timeOf(a)) - Date.parse(timeOf(b)));
}

function StepLine({ step, testId }: { step: TThreadStep; testId: string }) {
  return (
    <li className="relative" data-testid={`${testId}-timeline-step`}>
      <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-magenta" />
      <p className="text-sm text-paper">
        {step.label}
        <span className="text-tape-400">
          {' '}
          · {step.actor ?? 'automatically'} · {formatRelativeTime(step.createdAt)}
        </span>
      </p>
      {step.note && <p className="mt-0.5 text-sm text-tape-300">“{step.note}”</p>}
    </li>
  );
}

function MessageLine({
  message,
  isMine,
  testId,
}: {
  message: TOrderMessage;
  isMine: boolean;
  testId: string;
}) {
  return (
    <li className="relative" data-testid={`${testId}-message`}>
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

function Composer({ send, testId }: { send: (body: string) => Promise<unknown>; testId: string }) {
  const once = useSingleFlight();
  const [isSending, setIsSending] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submitBody = () => {
    if (!body.trim()) return setError(MSG.messageRequired);
    once(async () => {
      setIsSending(true);
      try {
        await send(body);
        setBody('');
      } catch (cause) {
        // What was typed stays in the box to send again.
        notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError);
      } finally {
        setIsSending(false);
      }
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitBody();
  };
  // Ctrl or Cmd with Enter sends; Enter alone starts a new line.
  const sendOnModEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submitBody();
    }
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2" data-testid={`${testId}-composer`}>
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
      <Button type="submit" className="self-end" isLoading={isSending}>
        <Send aria-hidden className="size-4" />
        Send
      </Button>
    </form>
  );
}

type TThreadProps = {
  steps: TThreadStep[];
  messages: UseInfiniteQueryResult<InfiniteData<TOrderMessagePage>>;
  /** Writes a message; null: the reader is not a party and only reads (an admin). */
  send: ((body: string) => Promise<unknown>) | null;
  /** The reader's username, whose messages show as 'You'. */
  myName: string | null;
  /** Prefixes the test ids: 'order' gives order-timeline, order-message, order-composer. */
  testId: string;
};

/** A timeline and thread in one (orders, trades): each step as a line, the messages between them, the composer. */
export function Thread({ steps, messages, send, myName, testId }: TThreadProps) {
  const loaded = messages.data?.pages.flatMap((page) => page.items) ?? [];
  const lines = threadLines(steps, loaded, !messages.hasNextPage);
  return (
    <section aria-labelledby={`${testId}-timeline-heading`} className="lg:col-start-1">
      <h2 id={`${testId}-timeline-heading`} className="mb-3 font-display text-xl text-paper">
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
        <ol className="flex flex-col gap-3 border-l border-tape-600 pl-4" data-testid={`${testId}-timeline`}>
          {lines.map((line) =>
            line.kind === 'step' ? (
              <StepLine key={line.step.id} step={line.step} testId={testId} />
            ) : (
              <MessageLine
                key={line.message.id}
                message={line.message}
                isMine={myName !== null && line.message.author === myName}
                testId={testId}
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
      {send && <Composer send={send} testId={testId} />}
    </section>
  );
}
