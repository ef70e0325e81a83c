import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/http-error';
import { hasRemedy, useFailureHandler } from '../feedback/use-failure-handler';
import { describeFailure } from '../../lib/ui/notify';
import './form-failure.css';

/** The part of an antd form this needs: placing messages on a field. */
interface FieldSetter {
  setFields: (fields: { name: string; errors: string[] }[]) => void;
}

/**
 * Which field a refusal code is about ("wrong password" under the password); a constant of
 * the form's module, so that its identity is stable.
 */
export type FailureFields = Readonly<Partial<Record<string, string>>>;

const NO_FIELDS: FailureFields = {};

/**
 * A server refusal that matters (wrong password, insufficient balance) kept where the customer
 * looks, not in a 2-3 s toast (issue 31 item 3): under the field it is about, until that field
 * changes, or in the form's failure line, until any value changes. A failure fixed elsewhere
 * (no pay password, no KYC) keeps its dialog with the way there. Answers `show` for the form's
 * onError, `say` for a refusal of its own and `clear` for its onValuesChange.
 */
export const useFormFailure = (form?: FieldSetter, fields: FailureFields = NO_FIELDS) => {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<string[]>([]);
  const elsewhere = useFailureHandler();
  const show = useCallback(
    (error: unknown): void => {
      if (hasRemedy(error)) {
        elsewhere(error);
        return;
      }
      const texts = describeFailure(error, t);
      if (texts.length === 0) return;
      const field =
        isHttpError(error) && typeof error.code === 'string' ? fields[error.code] : undefined;
      if (field && form) {
        // rc-field-form keeps these until the field is validated again, i.e. until it changes.
        form.setFields([{ name: field, errors: texts }]);
        setMessages([]);
      } else setMessages(texts);
    },
    [t, form, fields, elsewhere],
  );
  const clear = useCallback(() => setMessages([]), []);
  return { messages, show, say: setMessages, clear };
};

/** The form's failure line, above its submit button; nothing when all is well. */
export const FormFailureLine = ({ messages, testId }: { messages: string[]; testId: string }) =>
  messages.length === 0 ? null : (
    <div className="form-failure" role="alert" data-testid={testId}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
