import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button';

/**
 * A vertical form with one submit button as its footer: the values go out once `parse` (the
 * shared schema) accepts them; the fields' own rules have shown what is wrong before that.
 */
export const SubmitForm = <Values extends object, Request>({
  className,
  initialValues,
  parse,
  mutation,
  submitLabel,
  submitTestId,
  children,
}: {
  className: string;
  initialValues?: Values;
  parse: (values: Values) => { success: true; data: Request } | { success: false };
  mutation: { mutate: (request: Request) => void; isPending: boolean };
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
}) => (
  <Form
    layout="vertical"
    className={className}
    initialValues={initialValues}
    onFinish={(values: Values) => {
      const parsed = parse(values);
      if (parsed.success) mutation.mutate(parsed.data);
    }}
    footer={
      <SubmitButton loading={mutation.isPending} testId={submitTestId}>
        {submitLabel}
      </SubmitButton>
    }
  >
    {children}
  </Form>
);
