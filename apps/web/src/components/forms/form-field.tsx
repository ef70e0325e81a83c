import { Form, type FormItemProps } from 'antd-mobile';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * One message per field (issue 31 item 3). An input that refuses its own text (an amount
 * above its maximum, `1.5` shares) says why under itself and tells the form '' meanwhile; the
 * field's rules would then add "is required" or "Minimum unit" beside it, contradicting it.
 * The input reports its refusal to the field around it, which then keeps its own message back.
 */
interface FieldScopeState {
  refusing: boolean;
  setRefusing: (refusing: boolean) => void;
}

const FieldScopeContext = createContext<FieldScopeState>({
  refusing: false,
  setRefusing: () => undefined,
});

/** The scope in which an input and its field's message share one line. */
export const FieldScope = ({ children }: { children: ReactNode }) => {
  const [refusing, setRefusing] = useState(false);
  return (
    <FieldScopeContext.Provider value={{ refusing, setRefusing }}>
      {children}
    </FieldScopeContext.Provider>
  );
};

/** Called by an input that shows its own reason: the field's message waits while it does. */
export const useReportRefusal = (refusing: boolean): void => {
  const { setRefusing } = useContext(FieldScopeContext);
  useEffect(() => {
    setRefusing(refusing);
    return () => setRefusing(false);
  }, [setRefusing, refusing]);
};

const ScopedItem = (props: FormItemProps) => {
  const { refusing } = useContext(FieldScopeContext);
  // validateFirst: the first failing rule speaks, never a second one beside it.
  return <Form.Item validateFirst hasFeedback={!refusing} {...props} />;
};

/**
 * A form field with one message under it: its first failing rule, or the input's own refusal,
 * or a server refusal placed on it (`useFormFailure`), kept until the field changes.
 */
export const FormField = (props: FormItemProps) => (
  <FieldScope>
    <ScopedItem {...props} />
  </FieldScope>
);

/** A field's message outside an antd form (the order form): hidden while the input refuses. */
export const FieldError = ({
  message,
  testId,
}: {
  message: string | undefined;
  testId: string;
}) => {
  const { refusing } = useContext(FieldScopeContext);
  if (!message || refusing) return null;
  return (
    <div className="field-error" role="alert" data-testid={testId}>
      {message}
    </div>
  );
};
