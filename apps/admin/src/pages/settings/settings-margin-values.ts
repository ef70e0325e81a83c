import { Decimal, ltvSetting, marginSetting, type LtvSetting } from '@brokerage/shared';

/** The LTV setting as its form holds it: a row per market, the overrides as a list. */
export interface LtvForm {
  /** Blank: the market is not listed and lends nothing. */
  markets: Record<string, string>;
  instruments: { instrument: string; ratio: string }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : String(value ?? ''));

/** Every market of `markets` (and any other the setting lists) a row, each override a row. */
export const ltvToForm = (value: unknown, markets: readonly string[]): LtvForm => {
  const setting = (value ?? {}) as Partial<LtvSetting>;
  const stored = setting.markets ?? {};
  const codes = [...markets, ...Object.keys(stored).filter((code) => !markets.includes(code))];
  return {
    markets: Object.fromEntries(codes.map((code) => [code, stored[code] ?? ''])),
    instruments: Object.entries(setting.instruments ?? {}).map(([instrument, ratio]) => ({
      instrument,
      ratio,
    })),
  };
};

/** The setting from the form: blank markets and blank override rows left out. */
export const ltvFromForm = (values: Partial<LtvForm>): LtvSetting => ({
  markets: Object.fromEntries(
    Object.entries(values.markets ?? {})
      .map(([market, ratio]) => [market, text(ratio)] as const)
      .filter(([, ratio]) => ratio !== ''),
  ),
  instruments: Object.fromEntries(
    (values.instruments ?? [])
      .map((row) => [text(row?.instrument), text(row?.ratio)] as const)
      .filter(([instrument, ratio]) => instrument !== '' || ratio !== ''),
  ),
});

/** The margin setting from its form: levels as typed (trimmed), the hours a whole number. */
export const marginFromForm = (values: Record<string, unknown>) => ({
  maintenanceLevel: text(values.maintenanceLevel),
  liquidationLevel: text(values.liquidationLevel),
  callDeadlineHours:
    typeof values.callDeadlineHours === 'number'
      ? values.callDeadlineHours
      : values.callDeadlineHours === null || values.callDeadlineHours === undefined
        ? undefined
        : Number(values.callDeadlineHours),
});

/*
 * The server's checks, field by field, so each problem shows under its field in words of its
 * own (the shared schema checks the whole value again before it is sent).
 */
const { shape: margin } = marginSetting;
const { shape: ltv } = ltvSetting;

/** A level: a ratio from 1 to 10 (1.30 is 130 %). */
export const isLevel = (value: string) => margin.maintenanceLevel.safeParse(value).success;

/** The liquidation level lies above 1 and below the maintenance level. */
export const liquidationFits = (liquidation: string, maintenance: string) =>
  isLevel(liquidation) &&
  new Decimal(liquidation).gt(1) &&
  (!isLevel(maintenance) || new Decimal(liquidation).lt(maintenance));

export const isDeadlineHours = (value: unknown) =>
  margin.callDeadlineHours.safeParse(value).success;

/** An LTV: from 0 (not pledgeable) to 1. */
export const isLtv = (value: string) => ltv.markets.def.valueType.safeParse(value).success;

/** An instrument as the setting keys it: its id. */
export const isInstrumentId = (value: string) =>
  ltv.instruments.def.keyType.safeParse(value).success;
