import { languageTag } from '@brokerage/shared';
import { Tooltip } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import { currentLanguage } from '../i18n/i18n';

const format = (iso: string | null | undefined, withYear: boolean): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(currentLanguage()), {
    ...(withYear ? { year: 'numeric' } : {}),
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
};

/** A timestamp in the operator's language and time zone, to the minute. */
export const formatDateTime = (iso: string | null | undefined): string => format(iso, true);

/** Whether the timestamps inside are in a list's columns (`CompactDateTimes`). */
const Compact = createContext(false);

/**
 * Inside a list, a timestamp of this year leaves its year out (whole in the tooltip): a list
 * shows two or three of them a row, and the column each takes decides whether the list fits a
 * 1440 px screen (issue 28 item 6). Another year's keeps it.
 */
export const CompactDateTimes = ({ children }: { children: ReactNode }) => (
  <Compact.Provider value>{children}</Compact.Provider>
);

export const DateTime = ({ value }: { value: string | null | undefined }) => {
  const compact = useContext(Compact);
  const full = formatDateTime(value);
  if (!compact || !value || new Date(value).getFullYear() !== new Date().getFullYear())
    return <span className="nowrap">{full}</span>;
  return (
    <Tooltip title={full} mouseEnterDelay={0.3}>
      <span className="nowrap">{format(value, false)}</span>
    </Tooltip>
  );
};
