import type { CalendarCode } from './calendar-code.ts';
import { SCHEDULES } from './schedules.ts';

/**
 * The platform's own calendar: its business days and its operations day ("today" on the
 * operator dashboard, a statement's or a search's day boundaries). It is the US market's
 * (NYSE, New York): USD is the platform's main currency and a USD payment clears through US
 * banks, which do not pay out on US holidays; the NYSE calendar is the US calendar we maintain,
 * generated like every other, so it does not run out. It is close to, not the same as, the
 * Federal Reserve's (Good Friday is a holiday here; Columbus and Veterans Day are not). A
 * union with TARGET2 for EUR was not taken: one calendar keeps a promise the same for every
 * customer.
 */
export const PLATFORM_CALENDAR: CalendarCode = 'US';

/** The zone of the platform's operations day (IANA). */
export const PLATFORM_TIME_ZONE: string = SCHEDULES[PLATFORM_CALENDAR].zone;
