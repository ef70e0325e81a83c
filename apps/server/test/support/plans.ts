/** Terms of a recurring plan for `quantity` shares of one instrument (issue 30 item 2). */
export const sharePlanTerms = (
  key: string,
  quantity = '1',
  cadence: { frequency: 'weekly' | 'biweekly' | 'monthly'; day: number } = {
    frequency: 'weekly',
    day: 1,
  },
) => ({ kind: 'quantity', ...cadence, components: [{ key, quantity }] });

/** A plan's set-up or change, authorised with the test customers' pay password. */
export const sharePlanBody = (...args: Parameters<typeof sharePlanTerms>) => ({
  terms: sharePlanTerms(...args),
  payPassword: '123456',
});
