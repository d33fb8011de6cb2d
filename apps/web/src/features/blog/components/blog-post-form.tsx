import { makeBlogSlug, type TBlogDraft, ZCreateBlogPost } from '@rewind/shared/blog';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { RichText } from '@/components/ui/rich-text';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useSaveBlogPost } from '@/features/blog/api/blog';
import { useBlogPreview, useUploadBlogCover } from '@/features/blog/api/preview';
import { BlogCover } from '@/features/blog/components/blog-cover';

type TWhen = 'draft' | 'now' | 'schedule';
const WHEN_LABELS: Record<TWhen, string> = {
  draft: 'Save as draft',
  now: 'Publish now',
  schedule: 'Schedule',
};

/** A date as a datetime-local input shows it: the browser's own time zone, to the minute. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function whenOf(post: TBlogDraft | null): TWhen {
  if (!post || post.status === 'draft') return 'draft';
  return post.status === 'scheduled' ? 'schedule' : 'now';
}

/** 'Upload a cover…': a file picked is stored by the server, and its address fills the cover field. */
function CoverUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const upload = useUploadBlogCover();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label="Cover image file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: ({ url }) => {
              onUploaded(url);
              notify.success('Cover uploaded.');
            },
            onError: (error) => notify.fromError(error),
          });
        }}
      />
      <Button
        variant="outline"
        leftIcon={<ImageUp aria-hidden className="size-4" />}
        isLoading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        Upload a cover…
      </Button>
    </>
  );
}

/** The new-or-edit form of a blog post: its words in Markdown with a preview, and when it goes out. */
export function BlogPostForm({ post, onDone }: { post: TBlogDraft | null; onDone: () => void }) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [isSlugEdited, setSlugEdited] = useState(Boolean(post));
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [coverImageUrl, setCoverImageUrl] = useState(post?.coverImageUrl ?? '');
  const [source, setSource] = useState(post?.source ?? '');
  const [when, setWhen] = useState<TWhen>(whenOf(post));
  const [scheduledAt, setScheduledAt] = useState(
    post?.status === 'scheduled' && post.publishedAt ? localInputValue(post.publishedAt) : '',
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPreviewing, setPreviewing] = useState(false);
  const save = useSaveBlogPost();
  const preview = useBlogPreview();
  const once = useSingleFlight();

  const publishedAt = (): string | null => {
    if (when === 'draft') return null;
    // A published post keeps its date when edited; publishing a draft dates it now.
    if (when === 'now') return post?.status === 'published' ? post.publishedAt : new Date().toISOString();
    return scheduledAt ? new Date(scheduledAt).toISOString() : '';
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCreateBlogPost.safeParse({
      title,
      slug,
      excerpt: excerpt.trim() || null,
      coverImageUrl: coverImageUrl.trim() || null,
      source,
      publishedAt: publishedAt(),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    once(async () => {
      try {
        await save.mutateAsync({ id: post?.id ?? null, post: parsed.data });
        notify.success(MSG.blogSaved);
        onDone();
      } catch (error) {
        if (isApiError(error) && error.fields) setErrors(error.fields);
        notify.fromError(error);
      }
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={post ? 'Edit post' : 'New post'}
    >
      <TextField
        label="Title"
        value={title}
        maxLength={LIMITS.title}
        error={errors.title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (!isSlugEdited) setSlug(makeBlogSlug(event.target.value));
        }}
      />
      <TextField
        label="Slug"
        hint={`The address: /blog/${slug || '…'}`}
        value={slug}
        maxLength={LIMITS.blog.slug}
        error={errors.slug}
        onChange={(event) => {
          setSlugEdited(true);
          setSlug(event.target.value);
        }}
      />
      <TextAreaField
        label="Excerpt"
        compact
        value={excerpt}
        maxLength={LIMITS.blog.excerpt}
        count={excerpt.length}
        error={errors.excerpt}
        onChange={(event) => setExcerpt(event.target.value)}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          containerClassName="flex-1"
          label="Cover image URL"
          hint="Upload an image, or give an https address of an image on Rewind or a poster host"
          value={coverImageUrl}
          error={errors.coverImageUrl}
          onChange={(event) => setCoverImageUrl(event.target.value)}
        />
        <CoverUpload onUploaded={setCoverImageUrl} />
      </div>
      {coverImageUrl.trim() && (
        <div className="max-w-sm" data-testid="blog-cover-preview">
          <BlogCover url={coverImageUrl.trim()} sizes="24rem" />
        </div>
      )}
      <TextAreaField
        label="Body (Markdown)"
        labelAside={
          <Button
            size="sm"
            variant="ghost"
            isLoading={preview.isPending}
            onClick={() => {
              if (isPreviewing) return setPreviewing(false);
              preview.mutate(source, { onSuccess: () => setPreviewing(true), onError: notify.fromError });
            }}
          >
            {isPreviewing ? 'Edit' : 'Preview'}
          </Button>
        }
        value={source}
        rows={14}
        maxLength={LIMITS.blog.body}
        error={errors.source}
        hidden={isPreviewing}
        onChange={(event) => setSource(event.target.value)}
      />
      {isPreviewing && preview.data && (
        <section aria-label="Preview" className="rounded-xl border border-tape-700 bg-tape-900 p-5">
          <RichText html={preview.data.html} />
        </section>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-paper">When</legend>
        <div className="flex flex-wrap gap-5">
          {(Object.keys(WHEN_LABELS) as TWhen[]).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm text-paper">
              <input
                type="radio"
                name="when"
                value={option}
                checked={when === option}
                onChange={() => setWhen(option)}
              />
              {WHEN_LABELS[option]}
            </label>
          ))}
        </div>
        {when === 'schedule' && (
          <TextField
            label="Publish at"
            type="datetime-local"
            value={scheduledAt}
            error={errors.publishedAt}
            onChange={(event) => setScheduledAt(event.target.value)}
          />
        )}
      </fieldset>
      <div className="flex gap-3">
        <Button type="submit" isLoading={save.isPending}>
          {post ? 'Save changes' : WHEN_LABELS[when]}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
