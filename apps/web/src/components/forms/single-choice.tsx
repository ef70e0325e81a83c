import { Selector, type SelectorProps } from 'antd-mobile';

/**
 * One choice among chips, inside a form. antd-mobile's Selector unselects a chip tapped a
 * second time, which then reads as "nothing chosen" ("Currency is required"); here a tap on
 * the chosen chip keeps it chosen.
 */
export const SingleChoice = ({ onChange, ...props }: SelectorProps<string>) => (
  <Selector<string>
    {...props}
    onChange={(values, extend) => {
      if (values.length > 0) onChange?.(values, extend);
    }}
  />
);
