import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * API answers of 1 KB or more go out compressed when the client takes it: a quote's 5-minute
 * candles are about 165 KB of JSON, a fifth of that gzipped, on a phone's connection.
 * - Brotli at quality 4: zlib's default (11) is for files built once, and costs a busy server
 *   far more time per answer than it saves in bytes.
 * - BREACH needs a page on another site to send the victim's credentials along with text of
 *   its choosing; the API takes bearer tokens from a header, which such a page cannot send.
 * - Requests are not decompressed: a compressed body would pass the body limit small and open
 *   large.
 * Registered inside the API's scope only: the built apps go out as the build's own brotli and
 * gzip copies (static-apps.ts).
 */
export const registerApiCompression = (api: FastifyInstance) =>
  api.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
