/**
 * fontkit 1.9 ships no types; pdf-lib declares the part it calls (`create`). fontkit itself,
 * not pdf-lib's 1.1 fork, because the fork corrupts subsets of CJK fonts (fixed in 1.8/1.9).
 */
declare module 'fontkit' {
  import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';

  export const create: Fontkit['create'];
}
