import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The bytes of a request's single file part (multipart, field `file`); the parser's own refusals, and a request
 * without a file, in the words of the place it was sent to.
 */
export async function readUploadedFile(
  req: FastifyRequest,
  words: { notAnImage: string; tooLarge: string },
): Promise<Buffer> {
  const errors = req.server.multipartErrors;
  try {
    const part = await req.file();
    if (!part) throw new AppError(400, 'invalid_image', words.notAnImage);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof errors.RequestFileTooLargeError) {
      throw new AppError(400, 'image_too_large', words.tooLarge);
    }
    if (error instanceof errors.InvalidMultipartContentTypeError) {
      throw new AppError(400, 'invalid_image', words.notAnImage);
    }
    throw error;
  }
}
