import { EDITABLE_SETTINGS } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import {
  isDeadlineHours,
  isInstrumentId,
  isLevel,
  isLtv,
  liquidationFits,
  ltvFromForm,
  ltvToForm,
  marginFromForm,
} from './settings-margin-values';

const stored = { markets: { US: '0.5', HK: '0.4', XX: '0.2' }, instruments: { '12': '0' } };

describe('the LTV form', () => {
  it('has a row per market, blank where the setting lists none, and the overrides as rows', () => {
    expect(ltvToForm(stored, ['US', 'HK', 'DE'])).toEqual({
      markets: { US: '0.5', HK: '0.4', DE: '', XX: '0.2' },
      instruments: [{ instrument: '12', ratio: '0' }],
    });
    expect(ltvToForm(null, ['US'])).toEqual({ markets: { US: '' }, instruments: [] });
  });

  it('gives back the setting: blank markets and empty rows left out, figures trimmed', () => {
    const form = ltvToForm(stored, ['US', 'HK', 'DE']);
    expect(ltvFromForm(form)).toEqual(stored);
    expect(
      ltvFromForm({
        markets: { US: ' 0.6 ', DE: '' },
        instruments: [
          { instrument: '7', ratio: '0.25' },
          { instrument: '', ratio: '' },
        ],
      }),
    ).toEqual({ markets: { US: '0.6' }, instruments: { '7': '0.25' } });
  });

  it('passes what the server takes', () => {
    expect(
      EDITABLE_SETTINGS['loans.ltv'].safeParse(ltvFromForm(ltvToForm(stored, []))).success,
    ).toBe(true);
  });

  it('checks an LTV and an instrument id like the server', () => {
    expect(['0', '0.5', '1'].every(isLtv)).toBe(true);
    expect(['1.01', '-0.1', 'half', ''].some(isLtv)).toBe(false);
    expect(isInstrumentId('42')).toBe(true);
    expect(['US:AAPL', '', '1.5'].some(isInstrumentId)).toBe(false);
  });
});

describe('the margin form', () => {
  it('gives back the setting the server takes', () => {
    const value = marginFromForm({
      maintenanceLevel: ' 1.35',
      liquidationLevel: '1.10',
      callDeadlineHours: 24,
    });
    expect(value).toEqual({
      maintenanceLevel: '1.35',
      liquidationLevel: '1.10',
      callDeadlineHours: 24,
    });
    expect(EDITABLE_SETTINGS['loans.margin'].safeParse(value).success).toBe(true);
  });

  it('checks the levels like the server: 1 to 10, liquidation above 1 and below maintenance', () => {
    expect(isLevel('1.3')).toBe(true);
    expect(['0.9', '10.5', 'x', ''].some(isLevel)).toBe(false);
    expect(liquidationFits('1.1', '1.3')).toBe(true);
    expect(liquidationFits('1.3', '1.3')).toBe(false);
    expect(liquidationFits('1', '1.3')).toBe(false);
    expect(liquidationFits('1.4', '1.3')).toBe(false);
    // With the maintenance level itself wrong, that field says so; this one only checks itself.
    expect(liquidationFits('1.2', '')).toBe(true);
    expect([1, 24, 720].every(isDeadlineHours)).toBe(true);
    expect([0, 721, 1.5].some(isDeadlineHours)).toBe(false);
  });

  it('agrees with the shared schema on every pair it checks', () => {
    for (const [liquidation, maintenance] of [
      ['1.1', '1.3'],
      ['1.3', '1.3'],
      ['1', '1.3'],
    ] as const) {
      const parsed = EDITABLE_SETTINGS['loans.margin'].safeParse({
        maintenanceLevel: maintenance,
        liquidationLevel: liquidation,
        callDeadlineHours: 24,
      });
      expect(parsed.success).toBe(liquidationFits(liquidation, maintenance));
    }
  });
});
