import type { TargetKind } from './delete-target';

/** The saved withdrawal targets of one kind: read by its list, refreshed by its mutations. */
export const cardsKey = (kind: TargetKind) => ['card', kind] as const;
