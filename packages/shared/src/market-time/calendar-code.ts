import type { MarketCode } from '../enums.ts';

/**
 * A calendar is a market's trading schedule. The ten tradable markets each have one; IT
 * (Borsa Italiana) and JP (Tokyo) exist only so that FTSE MIB and Nikkei 225 move in their
 * own hours, since no instrument of those markets is tradable here.
 */
export type CalendarCode = MarketCode | 'IT' | 'JP';
