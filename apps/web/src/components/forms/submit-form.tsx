import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormFailureLine } from './form-failure';
import { SubmitButton } from './submit-button';

type FormInstance<Values> = ReturnType<typeof Form.useForm<Values>>[0];

/**
 * A vertical form with one submit button as its footer: the values go out once `parse` (the
 * shared schema) accepts them; the fields' own rules have shown what is wrong before that.
 * A server refusal (`failure`, from `useFormFailure`) stays above the button until a value
 * changes.
 */
export const SubmitForm = <Values extends object, Request>({
  className,
  form,
  initialValues,
  parse,
  mutation,
  failure,
  submitLabel,
  submitTestId,
  children,
}: {
  className: string;
  form?: FormInstance<Values>;
  initialValues?: Values;
  parse: (values: Values) => { success: true; data: Request } | { success: false };
  mutation: { mutate: (request: Request) => void; isPending: boolean };
  failure?: { messages: string[]; clear: () => void };
  submitLabel: string;
  submitTestId: string;
  children: ReactNode;
}) => (
  <Form
    layout="vertical"
    className={className}
    form={form}
    initialValues={initialValues}
    onValuesChange={failure?.clear}
    onFinish={(values: Values) => {
      const parsed = parse(values);
      if (parsed.success) mutation.mutate(parsed.data);
    }}
    footer={
      <>
        {failure && (
          <FormFailureLine messages={failure.messages} testId={`${submitTestId}-failure`} />
        )}
        <SubmitButton loading={mutation.isPending} testId={submitTestId}>
          {submitLabel}
        </SubmitButton>
      </>
    }
  >
    {children}
  </Form>
);
