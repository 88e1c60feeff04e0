// Raw, gzip (level 9) and brotli (quality 11, text mode) sizes: what a precompressing deploy serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizeOf(buf: Buffer | string): Size {
  const b = typeof buf === 'string' ? Buffer.from(buf) : buf;
  return {
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }).length,
  };
}

const cache = new Map<string, Size>();
/** Size of one file, cached. */
export function fileSize(dir: string, file: string): Size {
  const key = join(dir, file);
  let s = cache.get(key);
  if (!s) cache.set(key, (s = sizeOf(readFileSync(key))));
  return s;
}

/** Sum of per-file sizes (each file is its own response, compressed on its own). */
export function sumSizes(dir: string, files: Iterable<string>): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = fileSize(dir, f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}
