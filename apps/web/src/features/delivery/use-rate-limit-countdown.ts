import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RateLimitGate } from '../../lib/http/rate-limit-gate';

/** Whole seconds left of the gate's pause (0 when requests flow), ticking once a second. */
export const useRateLimitCountdown = (gate: RateLimitGate): number => {
  const until = useSyncExternalStore(
    (onChange) => gate.subscribe(onChange),
    () => gate.until,
    () => 0,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1_000));
};
