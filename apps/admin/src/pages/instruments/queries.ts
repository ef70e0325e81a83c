import type {
  AdminInstrumentView,
  instrumentEditRequest,
  instrumentHaltRequest,
  instrumentListingRequest,
  MARKET_CODES,
} from '@brokerage/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

export type Market = (typeof MARKET_CODES)[number];

export const fetchInstruments = (
  market: Market | undefined,
  text: string,
  page: number,
  pageSize: number,
) =>
  unwrap(
    api.GET('/api/v1/admin/instruments', {
      params: { query: { market, q: text || undefined, page, pageSize } },
    }),
  );

export const useInstruments = (
  market: Market | undefined,
  text: string,
  page: number,
  pageSize: number,
) =>
  useQuery({
    queryKey: ['instruments', market, text, page, pageSize],
    queryFn: () => fetchInstruments(market, text, page, pageSize),
  });

/** Every instruments list reloads (after an edit, refused or not: its version may have moved). */
export const useInvalidateInstruments = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['instruments'] });
};

const pathOf = (row: Pick<AdminInstrumentView, 'market' | 'symbol'>) => ({
  params: { path: { market: row.market, symbol: row.symbol } },
});
export const haltInstrument = (
  row: AdminInstrumentView,
  body: z.infer<typeof instrumentHaltRequest>,
) => unwrap(api.PUT('/api/v1/admin/instruments/{market}/{symbol}/halt', { ...pathOf(row), body }));
export const listInstrument = (
  row: AdminInstrumentView,
  body: z.infer<typeof instrumentListingRequest>,
) =>
  unwrap(api.PUT('/api/v1/admin/instruments/{market}/{symbol}/listing', { ...pathOf(row), body }));
export const editInstrument = (
  row: AdminInstrumentView,
  body: z.infer<typeof instrumentEditRequest>,
) => unwrap(api.PUT('/api/v1/admin/instruments/{market}/{symbol}', { ...pathOf(row), body }));
