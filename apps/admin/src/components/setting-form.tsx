import { EDITABLE_SETTINGS, validationKey, type EditableSettingKey } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { parseWithSchema } from './zod-form';
import { useOutcomeMessage } from './outcome-message';
import { useChangeRows, useConfirmChange } from './confirm-change';
import { valueChanges } from './value-changes';
import { ConsoleForm } from './console-form';

type FormValues = Record<string, unknown>;

interface SettingFormProps {
  settingKey: EditableSettingKey;
  /** The stored value; null when unset (the server's default applies, shown as `fallback`). */
  value: unknown;
  fallback?: unknown;
  /** The form's values from the setting's (identity when the form mirrors its shape). */
  toForm?: (value: unknown) => FormValues;
  /** The setting's value from the form's, before the shared schema checks it. */
  fromForm?: (values: FormValues) => unknown;
  /** Field labels for messages such as '{{field}} is required.' */
  labels?: Record<string, string>;
  children: ReactNode | ((form: FormInstance) => ReactNode);
}

const identity = (value: unknown) => (value ?? {}) as FormValues;

/**
 * One setting as a small form: its value is checked with the same schema the server applies
 * (EDITABLE_SETTINGS) before it is sent, each problem under its field, and the server audits
 * the change with its before and after.
 */
export const SettingForm = ({
  settingKey,
  value,
  fallback,
  toForm = identity,
  fromForm = (values) => values,
  labels,
  children,
}: SettingFormProps) => {
  const { t } = useTranslation();
  const outcome = useOutcomeMessage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmChange();
  const changeRows = useChangeRows();
  const save = useMutation({
    mutationFn: (next: unknown) =>
      unwrap(
        api.PUT('/api/v1/admin/settings/{key}', {
          params: { path: { key: settingKey } },
          body: { value: next },
        }),
      ),
    onSuccess: (answer) => {
      outcome(answer, t('settings.saved'));
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
    onError: (error) => setProblem(error.message),
  });

  /** A changed field by its label, or its path's parts by theirs (`Market › HK › Rate`). */
  const labelOf = (path: string) =>
    labels?.[path] ??
    path
      .split('.')
      .map((part) => labels?.[part] ?? part)
      .join(' › ');

  const submit = async () => {
    setProblem(null);
    const next = fromForm(form.getFieldsValue(true));
    const schema = EDITABLE_SETTINGS[settingKey];
    const parsed = parseWithSchema(form, schema, next, t, { labels });
    if (parsed === null) {
      // Problems of a shape the form does not mirror (a list's item) are said here; one
      // under its own field is not said twice.
      const issues = (schema.safeParse(next).error?.issues ?? []).filter(
        (issue) => form.getFieldInstance(issue.path as (string | number)[]) === undefined,
      );
      setProblem(
        issues.length === 0
          ? null
          : issues
              .map(
                (issue) =>
                  `${issue.path.join(' › ')}: ${t(validationKey(issue.message), { field: '' })}`,
              )
              .join(' · '),
      );
      return;
    }
    const changes = valueChanges(value ?? fallback, parsed);
    if (changes.length === 0) {
      setProblem(t('confirm.nothingChanged'));
      return;
    }
    const confirmed = await confirm({
      title: t('settings.confirmTitle', { setting: t(`settings.keys.${settingKey}`) }),
      effect: t('settings.confirmEffect'),
      rows: changeRows(changes, (path) =>
        path === '' ? t(`settings.keys.${settingKey}`) : labelOf(path),
      ),
      okText: t('settings.save'),
    });
    if (confirmed) save.mutate(parsed);
  };

  return (
    <Card
      size="small"
      className="gap-bottom setting-card"
      title={t(`settings.keys.${settingKey}`)}
      extra={<code className="muted">{settingKey}</code>}
      data-testid={`setting-${settingKey}`}
    >
      <ConsoleForm
        form={form}
        layout="vertical"
        initialValues={toForm(value ?? fallback)}
        onFinish={() => void submit()}
      >
        {typeof children === 'function' ? children(form) : children}
        {problem ? <Alert type="error" showIcon title={problem} className="gap-bottom" /> : null}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </ConsoleForm>
    </Card>
  );
};
