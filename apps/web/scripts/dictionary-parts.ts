import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { dictionaryPart } from '../src/lib/i18n/dictionary-parts.ts';

/** A dictionary file asked for by one of its parts: `…/en.json?part=first`. */
const PART_OF_FILE = /^(.+\.json)\?part=(first|later)$/;

/**
 * Makes a module of a part of a dictionary file (src/lib/i18n/dictionary-parts.ts): one source
 * file per language, two chunks. The data goes through JSON.parse, which engines read faster
 * than an object literal. A chunk holding a later part is named `dictionary-later-…`
 * (vite.config.ts), so that it can be told.
 */
export const dictionaryPartsPlugin = (): Plugin => ({
  name: 'brokerage-dictionary-parts',
  enforce: 'pre',
  load: {
    filter: { id: PART_OF_FILE },
    async handler(id) {
      const match = PART_OF_FILE.exec(id);
      if (!match?.[1]) return null;
      const [, file, part] = match;
      this.addWatchFile(file);
      const dictionary = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      const data = JSON.stringify(dictionaryPart(dictionary, part === 'later' ? 'later' : 'first'));
      return `export default JSON.parse(${JSON.stringify(data)});`;
    },
  },
});

/** Whether a chunk holds a later part of a dictionary. */
export const holdsLaterDictionary = (moduleIds: readonly string[]): boolean =>
  moduleIds.some((id) => id.endsWith('?part=later'));
