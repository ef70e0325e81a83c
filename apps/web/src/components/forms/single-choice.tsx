import { Selector, type SelectorProps } from 'antd-mobile';

/**
 * One choice among chips, inside a form. antd-mobile's Selector unselects a chip tapped a
 * second time, which then reads as "nothing chosen" ("Currency is required", or a loan
 * period gone while its interest is still shown and Apply does nothing, issue 31 item 1);
 * here a tap on the chosen chip keeps it chosen. Every required choice of the app uses it.
 */
export const SingleChoice = <Value extends string | number>({
  onChange,
  ...props
}: SelectorProps<Value>) => (
  <Selector<Value>
    {...props}
    onChange={(values, extend) => {
      if (values.length > 0) onChange?.(values, extend);
    }}
  />
);
