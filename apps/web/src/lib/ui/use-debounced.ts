import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (a quote is asked for what the customer stopped typing). */
export const useDebounced = (value: string, ms: number): string => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
