import { Suspense, type ReactNode } from 'react';
import { useOpenedOnce } from './opened-once';

/**
 * A sheet whose code is loaded lazily (`React.lazy`): nothing is rendered, so nothing is
 * fetched, until `open` first turns true; from then on the sheet stays mounted, so it closes
 * with its animation and opens again at once.
 */
export const SheetOnceOpened = ({ open, children }: { open: boolean; children: ReactNode }) =>
  useOpenedOnce(open) ? <Suspense fallback={null}>{children}</Suspense> : null;
