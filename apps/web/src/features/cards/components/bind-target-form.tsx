import { Form } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { SubmitButton } from '../../../components/forms/submit-button';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';

/**
 * Binding a bank card or a wallet: the form's values wait while the pay password is asked, then
 * go out as one request (`toRequest` gives undefined when they fail the shared schema).
 */
export const BindTargetForm = <Values extends object, Request, Result>({
  useBind,
  toRequest,
  initialValues,
  submitLabel,
  submitTestId,
  confirmTitle,
  onDone,
  onError,
  children,
}: {
  useBind: (callbacks: {
    onSuccess: (result: Result) => void;
    onError: (error: unknown) => void;
  }) => { mutate: (request: Request) => void; isPending: boolean };
  toRequest: (values: Values, payPassword: string) => Request | undefined;
  initialValues?: Values;
  submitLabel: string;
  submitTestId: string;
  confirmTitle: string;
  onDone: (result: Result) => void;
  onError: (error: unknown) => void;
  children: ReactNode;
}) => {
  const [pending, setPending] = useState<Values | null>(null);
  const mutation = useBind({
    onSuccess: (result) => {
      setPending(null);
      onDone(result);
    },
    onError,
  });

  const confirm = (payPassword: string): void => {
    if (!pending) return;
    const request = toRequest(pending, payPassword);
    if (request) mutation.mutate(request);
  };

  return (
    <>
      <Form
        layout="vertical"
        className="form-page"
        initialValues={initialValues}
        onFinish={(values: Values) => setPending(values)}
        footer={<SubmitButton testId={submitTestId}>{submitLabel}</SubmitButton>}
      >
        {children}
      </Form>
      <PayPasswordPopup
        visible={pending !== null}
        title={confirmTitle}
        loading={mutation.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
};
