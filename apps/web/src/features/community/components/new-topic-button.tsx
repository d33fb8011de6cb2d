import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useNewTopic } from '@/features/community/hooks/use-new-topic';

/** 'New topic', in a category or the default one. */
export function NewTopicButton({ category }: { category?: string }) {
  const newTopic = useNewTopic(category);
  return (
    <>
      <Button onClick={newTopic.open}>
        <Plus aria-hidden className="size-4" />
        New topic
      </Button>
      {newTopic.dialog}
    </>
  );
}
