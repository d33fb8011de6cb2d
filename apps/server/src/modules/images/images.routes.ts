import fastifyMultipart from '@fastify/multipart';
import { ZImage, ZImageList, ZImageUploadFields, ZUpdateImagesRequest } from '@rewind/shared/images';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import { assertUsableInput } from '../../platform/security';
import { presentImage, presentImageList } from './images.presenter';
import type { GalleryKind, ImagesService } from './images.service';

const ZIdOrSlug = z.object({ idOrSlug: z.string().min(1).max(300) });
const ZImageParams = ZIdOrSlug.extend({ imageId: z.uuid() });

const galleries: { kind: GalleryKind; path: string; what: string }[] = [
  { kind: 'title', path: '/api/v1/titles/:idOrSlug/images', what: "a film's" },
  { kind: 'release', path: '/api/v1/releases/:idOrSlug/images', what: "a release's" },
  {
    kind: 'listing',
    path: '/api/v1/listings/:idOrSlug/images',
    what: "a listed copy's (its seller's alone)",
  },
  {
    kind: 'trade',
    path: '/api/v1/trades/:idOrSlug/images',
    what: "an active trade request's (its trader's alone)",
  },
];

export const imagesRoutes =
  (images: ImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart only inside this plugin. The cap sits one byte above the upload limit so that the service,
    // not the parser, decides and answers with the product's text; anything longer is cut off and refused.
    await app.register(fastifyMultipart, {
      limits: { fileSize: LIMITS.uploadBytes + 1, files: 1, fields: 5, parts: 6 },
    });

    for (const { kind, path, what } of galleries) {
      app.post(
        path,
        {
          config: { writeLimit: 'uploads' },
          ...signedInOnly,
          schema: {
            tags: ['images'],
            summary: `Add an image to ${what} gallery (multipart: \`file\`, optional \`caption\`)`,
            description:
              'JPEG, PNG, GIF or WebP (judged by content), under 5 MB, at most 50 megapixels, at most 5 per ' +
              'gallery (409 `too_many_images`). Stored re-encoded without metadata, named by its size ' +
              '(`~{width}x{height}`), with WebP copies at 160-1280 px (`~w{width}.webp`); `thumbUrl` is the 320 px one.',
            params: ZIdOrSlug,
            consumes: ['multipart/form-data'],
            response: { 201: ZImage },
          },
        },
        async (req, reply) => {
          const actor = await requireUser(req);
          const image = await images.upload(actor, kind, req.params.idOrSlug, await readUpload(req));
          return reply.code(201).send(presentImage(image, actor));
        },
      );

      app.put(
        path,
        {
          config: { writeLimit: 'edits' },
          ...signedInOnly,
          schema: {
            tags: ['images'],
            summary: `Reorder ${what} gallery and change its captions`,
            description:
              'List every image of the gallery in its new order; the first becomes primary. 409 ' +
              '`image_order_mismatch` when the list is not the current set. For an admin, or a user who ' +
              'uploaded every image of the gallery.',
            params: ZIdOrSlug,
            body: ZUpdateImagesRequest,
            response: { 200: ZImageList },
          },
        },
        async (req) => {
          const actor = await requireUser(req);
          return presentImageList(await images.reorder(actor, kind, req.params.idOrSlug, req.body), actor);
        },
      );

      app.delete(
        `${path}/:imageId`,
        {
          config: { writeLimit: 'edits' },
          ...signedInOnly,
          schema: {
            tags: ['images'],
            summary: `Delete an image of ${what} gallery (its uploader or an admin); answers the rest`,
            params: ZImageParams,
            response: { 200: ZImageList },
          },
        },
        async (req) => {
          const actor = await requireUser(req);
          const { idOrSlug, imageId } = req.params;
          return presentImageList(await images.remove(actor, kind, idOrSlug, imageId), actor);
        },
      );
    }
  };

/** The `file` part's bytes and the text fields; the parser's own refusals in the product's words. */
async function readUpload(req: FastifyRequest): Promise<{ file: Buffer; caption?: string }> {
  const errors = req.server.multipartErrors;
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError(400, 'image_too_large', MSG.imageTooLarge);
    }
    if (error instanceof errors.InvalidMultipartContentTypeError) {
      throw new AppError(400, 'invalid_image', MSG.imageInvalidType);
    }
    throw error;
  }
  if (!file) throw new AppError(400, 'invalid_image', MSG.imageInvalidType);
  assertUsableInput('body', fields);
  const parsed = ZImageUploadFields.safeParse(fields);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = String(issue?.path[0] ?? 'caption');
    const message = issue?.message ?? MSG.captionTooLong;
    throw new AppError(400, 'validation', message, { [field]: message });
  }
  return { file, caption: parsed.data.caption };
}
