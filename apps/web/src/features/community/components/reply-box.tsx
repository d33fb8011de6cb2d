import * as MSG from '@rewind/shared/texts';
import { useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useReply } from '@/features/community/api/forum';
import { PostEditor } from '@/features/community/components/post-editor';

/** The reply box under a topic; what was typed stays when sending fails. Answers the page the reply went to. */
export function ReplyBox({
  topicId,
  text,
  onTextChange,
  onPosted,
  editorRef,
}: {
  topicId: string;
  text: string;
  onTextChange: (text: string) => void;
  onPosted: (at: { page: number }) => void;
  editorRef?: Ref<HTMLTextAreaElement>;
}) {
  const post = useReply(topicId);
  const once = useSingleFlight();
  const [error, setError] = useState<string>();
  const send = () => {
    if (!text.trim()) return setError(MSG.enterReplyContent);
    setError(undefined);
    once(async () => {
      try {
        const created = await post.mutateAsync(text);
        onTextChange('');
        onPosted(created);
      } catch (cause) {
        if (isApiError(cause) && cause.fields?.content) setError(cause.fields.content);
        notify.error(MSG.errorSavingPost(isApiError(cause) ? cause.message : MSG.unknownError));
      }
    });
  };
  return (
    <form
      className="flex flex-col gap-2"
      data-testid="reply-box"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <PostEditor
        ref={editorRef}
        label="Your reply"
        value={text}
        error={error}
        onChange={onTextChange}
        onSubmit={send}
      />
      <Button type="submit" className="self-end" isLoading={post.isPending}>
        Post reply
      </Button>
    </form>
  );
}
