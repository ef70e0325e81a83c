import type { AdminInstrumentView } from '@brokerage/shared';
import { Alert, Button, Drawer, Form, Input, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useConfirmChange, type ChangeRow } from '../../components/confirm-change';
import { ConsoleForm } from '../../components/console-form';
import { useOutcomeMessage } from '../../components/outcome-message';
import { InstrumentPicker } from './instrument-picker';
import { useProposal, type ActionProposed } from './queries';

/** Refusals that are about one field: said under it rather than above the button. */
const REFUSED_FIELD: Record<string, 'key' | 'exDate'> = {
  UNKNOWN_INSTRUMENT: 'key',
  EX_DATE_PASSED: 'exDate',
  CORPORATE_ACTION_EXISTS: 'exDate',
};
const fieldOf = (error: unknown) =>
  error instanceof ApiError ? REFUSED_FIELD[error.code] : undefined;

/** What every action's request has: the instrument, and a note for the approving admin. */
interface ActionBody {
  key: string;
  note?: string | undefined;
}

/**
 * What entering any corporate action takes (a dividend, a split): its form, the instrument
 * picked (for its name and currency), and `send`, which shows the action whole (the instrument,
 * the kind's own rows, the note) and sends it once confirmed; the answer is only a proposal
 * until a different admin approves it. A refusal about one field is said under that field.
 */
export const useActionEntry = <V extends object, B extends ActionBody>(
  propose: (body: B) => Promise<ActionProposed>,
  onProposed: (answer: ActionProposed) => void,
) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [instrument, setInstrument] = useState<AdminInstrumentView | null>(null);
  const confirm = useConfirmChange();
  const outcome = useOutcomeMessage();
  const mutation = useProposal(propose, (answer) => {
    outcome(answer, '');
    form.resetFields();
    setInstrument(null);
    onProposed(answer);
  });

  /** The instrument picked, if it is the one `key` names (its currency, '' when unknown). */
  const pickedFor = (key: string) => (instrument?.key === key ? instrument : null);

  const send = async (
    body: B,
    confirmation: { title: string; effect: string; rows: ChangeRow[] },
  ) => {
    const picked = pickedFor(body.key);
    const confirmed = await confirm({
      title: confirmation.title,
      effect: confirmation.effect,
      rows: [
        {
          label: t('corporate.instrument'),
          after: picked ? `${body.key} · ${picked.name}` : body.key,
        },
        ...confirmation.rows,
        ...(body.note ? [{ label: t('corporate.note'), after: body.note }] : []),
      ],
      okText: t('corporate.propose'),
    });
    if (!confirmed) return;
    mutation.mutate(body, {
      onError: (error) => {
        const name = fieldOf(error);
        if (name) (form as FormInstance).setFields([{ name, errors: [error.message] }]);
      },
    });
  };

  return { form, instrument, setInstrument, pickedFor, send, mutation };
};

/** What the drawer takes of `useActionEntry`, whatever the kind's request. */
interface ActionEntry {
  form: FormInstance;
  setInstrument: (instrument: AdminInstrumentView | null) => void;
  mutation: { error: Error | null; isPending: boolean; reset: () => void };
}

interface ActionEntryDrawerProps {
  entry: ActionEntry;
  open: boolean;
  onClose: () => void;
  title: string;
  /** Said above the form: what entering it does (and `detail`, below it, more of it). */
  hint: string;
  detail?: string;
  /** Names the drawer's fields for tests: `dividend` gives `dividend-instrument`… */
  testId: string;
  /** Runs on submit, once an earlier refusal is cleared: checks the fields and sends them. */
  onSubmit: () => void;
  /** After a field changed (and lost its own error): for errors about two fields at once. */
  onValuesChange?: (changed: Record<string, unknown>) => void;
  /** The kind's own fields, between the instrument and the note. */
  children: ReactNode;
}

/**
 * The drawer an action is entered in: the instrument picked from the catalogue, the kind's own
 * fields, a note for the approving admin, a refusal that is about no one field, and the button
 * that sends it for approval.
 */
export const ActionEntryDrawer = ({
  entry,
  open,
  onClose,
  title,
  hint,
  detail,
  testId,
  onSubmit,
  onValuesChange,
  children,
}: ActionEntryDrawerProps) => {
  const { t } = useTranslation();
  const refusal = entry.mutation.error;
  return (
    <Drawer open={open} onClose={onClose} size={560} title={title}>
      <Alert
        type="info"
        showIcon
        className="gap-bottom"
        title={hint}
        description={detail}
        data-testid={`${testId}-hint`}
      />
      <ConsoleForm
        form={entry.form}
        layout="vertical"
        onValuesChange={onValuesChange}
        onFinish={() => {
          entry.mutation.reset();
          onSubmit();
        }}
      >
        <Form.Item name="key" label={t('corporate.instrument')} required>
          <InstrumentPicker onPicked={entry.setInstrument} testId={`${testId}-instrument`} />
        </Form.Item>
        {children}
        <Form.Item name="note" label={t('corporate.note')} extra={t('corporate.noteHint')}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid={`${testId}-note`} />
        </Form.Item>
        {refusal && !fieldOf(refusal) ? (
          <Alert
            type="error"
            showIcon
            title={refusal.message}
            className="gap-bottom"
            data-testid={`${testId}-refused`}
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={entry.mutation.isPending}
          data-testid={`${testId}-submit`}
        >
          {t('corporate.propose')}
        </Button>
      </ConsoleForm>
    </Drawer>
  );
};

/** An action's ex-date: a day in its market, which must not have begun when it is entered. */
export const ExDateItem = ({
  label,
  hint,
  testId,
}: {
  label: string;
  hint: string;
  testId: string;
}) => (
  <Form.Item name="exDate" label={label} extra={hint} required>
    <Input type="date" data-testid={testId} />
  </Form.Item>
);
