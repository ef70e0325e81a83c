import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, formatZonedDateTime, validZone } from './instant';

const AT = '2026-12-04T14:30:00Z';

describe('instants through cached formatters', () => {
  it('keeps each language, zone and set of options apart', () => {
    // Each first, so a cache keyed too loosely would hand the later calls the earlier formatter.
    const newYorkEn = formatDateTime(AT, 'en', 'America/New_York');
    const tokyoEn = formatDateTime(AT, 'en', 'Asia/Tokyo');
    const newYorkDe = formatDateTime(AT, 'de', 'America/New_York');
    const zonedEn = formatZonedDateTime(AT, 'en', 'America/New_York');
    expect(newYorkEn).toBe(
      new Intl.DateTimeFormat('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }).format(new Date(AT)),
    );
    expect(newYorkEn).toContain('9:30');
    expect(tokyoEn).toContain('11:30');
    expect(newYorkDe).toContain('09:30');
    expect(zonedEn).toMatch(/EST/);
    expect(formatTime(AT, 'en')).not.toContain('2026');
  });

  it('falls back to the browser zone for an unknown zone name, the same every time', () => {
    expect(validZone('Mars/Olympus')).toBeUndefined();
    expect(validZone('Mars/Olympus')).toBeUndefined();
    expect(validZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(formatDateTime(AT, 'en', 'Mars/Olympus')).toBe(formatDateTime(AT, 'en'));
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('not a time', 'en')).toBe('not a time');
  });
});
