import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than a packet and costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Text worth compressing: pages, scripts, styles, SVG, JSON, CSV. Never text/event-stream, whose events must
// reach the browser one by one rather than wait in a compressor's buffer; images and fonts come compressed.
const COMPRESSIBLE_TYPES =
  /^(?:text\/(?:html|css|javascript|plain|csv)|application\/(?:json|javascript|[\w.+-]+\+json)|image\/svg\+xml)(?:;|$)/;

/**
 * Brotli or gzip, as the client accepts, for every route's answer above the threshold (with `Vary:
 * Accept-Encoding`). The web build's files come compressed from the build (web-app.ts) and pass through.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    // Per answer, so moderate: brotli 4 compresses JSON about as well as gzip 9 at a fraction of the CPU;
    // the build's files get the slow maximum once.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // No client of ours sends compressed bodies; accepting them would let a small request inflate to a large
    // one before any route sees it.
    globalDecompression: false,
  });
}
