import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

interface Callbacks<T> {
  onSuccess: (answer: T) => void;
  onError: (error: Error) => void;
}

/** Every stored setting; each tab reads its own from it. */
export const useSettings = () =>
  useQuery({
    queryKey: ['settings'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/settings')),
  });

/** What the server applies today where nothing is stored: the forms' fallbacks. */
export const useServedLimits = () =>
  useQuery({
    queryKey: ['settings', 'limits-served'],
    queryFn: () => unwrap(api.GET('/api/v1/setting/limits')),
  });
export const useServedFees = () =>
  useQuery({
    queryKey: ['settings', 'fees-served'],
    queryFn: () => unwrap(api.GET('/api/v1/trading/fees')),
  });

const fetchRates = () => unwrap(api.GET('/api/v1/admin/fx-rates'));
export type Rate = Awaited<ReturnType<typeof fetchRates>>[number];
export const useFxRates = () => useQuery({ queryKey: ['fx-rates'], queryFn: fetchRates });

const saveFxRate = (body: { base: string; quote: string; rate: string }) =>
  unwrap(api.PUT('/api/v1/admin/fx-rates', { body }));

/** One rate; `onSuccess` runs (the outcome shown) before the rates reload. */
export const useSaveFxRate = ({
  onSuccess,
  onError,
}: Callbacks<Awaited<ReturnType<typeof saveFxRate>>>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFxRate,
    onSuccess: (answer) => {
      onSuccess(answer);
      void queryClient.invalidateQueries({ queryKey: ['fx-rates'] });
    },
    onError,
  });
};

export const useLanguages = () =>
  useQuery({
    queryKey: ['settings', 'languages'],
    queryFn: () => unwrap(api.GET('/api/v1/language')),
  });

/** A language offered to customers or not; the list reloads after a success. */
export const useToggleLanguage = ({ onSuccess, onError }: Callbacks<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) =>
      unwrap(
        api.PUT('/api/v1/admin/languages/{key}', {
          params: { path: { key } },
          body: { enabled },
        }),
      ),
    onSuccess: (answer) => {
      onSuccess(answer);
      void queryClient.invalidateQueries({ queryKey: ['settings', 'languages'] });
    },
    onError,
  });
};
