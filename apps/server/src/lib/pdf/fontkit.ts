import { createRequire } from 'node:module';
import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';

/**
 * fontkit 1.9 for pdf-lib's custom fonts, not pdf-lib's own 1.1 fork: the fork corrupts
 * subsets of CJK fonts (glyphs go missing; fixed upstream in fontkit 1.8/1.9). fontkit ships no
 * types; pdf-lib declares the part it calls.
 */
export const fontkit = createRequire(import.meta.url)('fontkit') as Fontkit;
