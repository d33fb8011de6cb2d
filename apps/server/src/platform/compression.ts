import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { addVary } from './http-caching';

/** Answers smaller than this go as they are: compressing them saves less than a packet and costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size (nearly every API answer and page) are compressed at once, in the request's own turn:
 * 12 KB of search results take some 90 µs of brotli, where the plugin's stream cost 0.45–0.9 ms more per
 * answer (a compressor stream, a thread hand-off, chunked encoding). Larger ones (CSV exports, long lists) and
 * streams go through the plugin, off the event loop, which a large body would hold for milliseconds.
 */
export const COMPRESS_AT_ONCE_MAX_BYTES = 64 * 1024;

/** Per answer, so moderate: brotli 4 compresses JSON about as well as gzip 9 at a fraction of the CPU; the
 * build's files get the slow maximum once. gzip 6 is zlib's own default. */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

// Text worth compressing: pages, scripts, styles, SVG, JSON, CSV. Never text/event-stream, whose events must
// reach the browser one by one rather than wait in a compressor's buffer; images and fonts come compressed.
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?:html|css|javascript|plain|csv)|application\/(?:json|javascript|[\w.+-]+\+json)|image\/svg\+xml)(?:;|$)/;

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
// As the plugin reads Accept-Encoding: `*` and `x-gzip` mean gzip.
const GZIP_ALIASES = /\*|x-gzip/gu;

/**
 * Brotli or gzip, as the client accepts, for every route's answer above the threshold (with `Vary:
 * Accept-Encoding`). The web build's files come compressed from the build (web-app.ts) and pass through.
 */
export async function registerCompression(app: FastifyInstance) {
  // Before the plugin's own hook, which leaves an answer that already has a Content-Encoding as it is.
  app.addHook('onSend', compressAtOnce);
  await app.register(fastifyCompress, {
    encodings: ENCODINGS,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    // No client of ours sends compressed bodies; accepting them would let a small request inflate to a large
    // one before any route sees it.
    globalDecompression: false,
  });
}

const compressAtOnce: onSendHookHandler = (req, reply, payload, done) => {
  const accepted = req.headers['accept-encoding'];
  if (!accepted || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
  const size = Buffer.byteLength(payload);
  const type = reply.getHeader('content-type') ?? 'application/json';
  if (
    size < COMPRESSION_THRESHOLD_BYTES ||
    size > COMPRESS_AT_ONCE_MAX_BYTES ||
    reply.hasHeader('content-encoding') ||
    !COMPRESSIBLE_TYPES.test(String(type))
  ) {
    return done(null, payload);
  }
  const encoding = negotiate(accepted.toLowerCase().replace(GZIP_ALIASES, 'gzip'), ENCODINGS);
  if (!encoding) return done(null, payload);
  addVary(reply, 'accept-encoding');
  reply.header('content-encoding', encoding);
  done(
    null,
    encoding === 'br' ? brotliCompressSync(payload, brotliOptions(size)) : gzipSync(payload, gzipOptions),
  );
};

/** The size tells brotli how large a window and tables it needs: a quarter less time on a 12 KB answer. */
export const brotliOptions = (size: number) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
export const gzipOptions = { level: GZIP_LEVEL };
