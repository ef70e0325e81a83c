import { instrumentView, page, type InstrumentView } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const instrumentPage = page(instrumentView);
export type InstrumentPage = ReturnType<typeof instrumentPage.parse>;
export type ListKind = 'stock' | 'fund';

export const INSTRUMENT_PAGE_SIZE = 20;

export const getInstruments = async (
  market: string,
  kind: ListKind,
  pageNumber: number,
): Promise<InstrumentPage> =>
  instrumentPage.parse(
    await apiClient.api({
      url: 'market/instruments',
      data: { market, kind, page: pageNumber, pageSize: INSTRUMENT_PAGE_SIZE },
    }),
  );

export const instrumentsQueryOptions = (market: string, kind: ListKind) =>
  infiniteQueryOptions({
    queryKey: ['market', 'instruments', market, kind],
    queryFn: ({ pageParam }) => getInstruments(market, kind, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    staleTime: 10 * 60_000,
  });

export const useInstruments = (market: string | undefined, kind: ListKind) =>
  useInfiniteQuery({ ...instrumentsQueryOptions(market ?? '', kind), enabled: Boolean(market) });

export const flattenInstruments = (pages: InstrumentPage[] | undefined): InstrumentView[] =>
  pages?.flatMap((item) => item.items) ?? [];
