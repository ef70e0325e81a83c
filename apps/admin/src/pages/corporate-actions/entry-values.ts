/** A typed field as the API takes it: trimmed, and left out when only blank. */
export const blankToUndefined = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** How many shares the confirmation's worked example (a dividend's or a split's) is about. */
export const EXAMPLE_SHARES = 100;
