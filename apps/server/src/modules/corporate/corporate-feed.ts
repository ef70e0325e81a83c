import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/** One record as a vendor publishes it: its id with the vendor, and its terms, unchecked. */
export interface PublishedRecord {
  ref: string;
  terms: Record<string, unknown>;
}

/**
 * Where announced corporate actions come from besides an operator's entry: a vendor's feed.
 * `poll()` answers every record the vendor publishes now; the corporate-actions pass enters each
 * new one as a proposal an admin approves (corporate-feed.service.ts). A record the vendor stops
 * publishing is left as it was entered: absence is no instruction.
 */
export interface CorporateActionsFeed {
  /** Names the vendor: its records' ids are unique within it. */
  readonly source: string;
  poll(): Promise<readonly PublishedRecord[]>;
}

/** A vendor's id: what the record is entered once by. */
const vendorRef = z.string().trim().min(1).max(100);
const fileRecords = z.array(z.looseObject({ ref: vendorRef }));

/**
 * The records of a JSON file (CORPORATE_ACTIONS_FEED): an array of objects, each with the
 * vendor's `ref`; the terms are checked by the pass, record by record (README: "Corporate
 * actions feed"). Read again at every poll, so a vendor's drop replacing the file is picked up.
 * A file that cannot be read, is no such array, or names one `ref` twice is refused whole (the
 * pass fails and says why): without one id per record nothing could be entered exactly once.
 */
export const fileCorporateActionsFeed = (path: string): CorporateActionsFeed => ({
  source: 'file',
  poll: async () => {
    const text = await readFile(path, 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`corporate actions feed ${path}: not JSON (${(error as Error).message})`);
    }
    const parsed = fileRecords.safeParse(json);
    if (!parsed.success)
      throw new Error(
        `corporate actions feed ${path}: not an array of records with a "ref" (${z.prettifyError(parsed.error)})`,
      );
    const refs = new Set<string>();
    return parsed.data.map(({ ref, ...terms }) => {
      if (refs.has(ref))
        throw new Error(`corporate actions feed ${path}: "${ref}" is listed twice`);
      refs.add(ref);
      return { ref, terms };
    });
  },
});
