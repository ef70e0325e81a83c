import type {
  CorporateActionsFeed,
  PublishedRecord,
} from '../../src/modules/corporate/corporate-feed.ts';

/**
 * A vendor's corporate actions feed held in memory: what `publish` last set under each id is
 * what every poll answers, as a vendor's file would after each drop.
 */
export class MemoryCorporateFeed implements CorporateActionsFeed {
  readonly source: string;
  private readonly records = new Map<string, Record<string, unknown>>();

  constructor(source = 'test-vendor') {
    this.source = source;
  }

  publish(ref: string, terms: Record<string, unknown>): void {
    this.records.set(ref, terms);
  }

  async poll(): Promise<readonly PublishedRecord[]> {
    return [...this.records].map(([ref, terms]) => ({ ref, terms: { ...terms } }));
  }
}
