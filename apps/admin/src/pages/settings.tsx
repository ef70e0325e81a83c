import { EDITABLE_SETTINGS, type EditableSettingKey } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';

/**
 * One setting: a switch for a yes/no, a text field for text, the JSON of anything larger.
 * The value is checked with the same schema the server applies (EDITABLE_SETTINGS) before
 * it is sent, and the server audits each change with its before and after.
 */
const SettingEditor = ({
  settingKey,
  value,
}: {
  settingKey: EditableSettingKey;
  value: unknown;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const kind = typeof value === 'boolean' ? 'boolean' : typeof value === 'string' ? 'text' : 'json';
  const [draft, setDraft] = useState(() =>
    kind === 'json' ? JSON.stringify(value ?? null, null, 2) : value,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: unknown) =>
      unwrap(
        api.PUT('/api/v1/admin/settings/{key}', {
          params: { path: { key: settingKey } },
          body: { value: next },
        }),
      ),
    onSuccess: () => {
      void message.success(t('settings.saved'));
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
    onError: (error) => setProblem(error.message),
  });
  const submit = (raw: unknown) => {
    setProblem(null);
    let next = raw;
    if (kind === 'json') {
      try {
        next = JSON.parse(String(raw));
      } catch {
        setProblem(t('settings.notJson'));
        return;
      }
    }
    const parsed = EDITABLE_SETTINGS[settingKey].safeParse(next);
    if (!parsed.success) {
      setProblem(
        parsed.error.issues
          .map(
            (issue) =>
              `${issue.path.join('.')} ${t(issue.message, { field: issue.path.join('.') })}`,
          )
          .join(' · '),
      );
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Card
      size="small"
      title={<code>{settingKey}</code>}
      className="gap-bottom"
      extra={
        <Typography.Text type="secondary">
          {t(`settings.keys.${settingKey}`, { defaultValue: '' })}
        </Typography.Text>
      }
    >
      {kind === 'boolean' ? (
        <Switch
          checked={draft === true}
          loading={save.isPending}
          onChange={(on) => {
            setDraft(on);
            submit(on);
          }}
        />
      ) : (
        <Space.Compact block>
          {kind === 'text' ? (
            <Input value={String(draft ?? '')} onChange={(event) => setDraft(event.target.value)} />
          ) : (
            <Input.TextArea
              className="json-input"
              autoSize={{ minRows: 2, maxRows: 14 }}
              value={String(draft ?? '')}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
          <Button type="primary" loading={save.isPending} onClick={() => submit(draft)}>
            {t('settings.save')}
          </Button>
        </Space.Compact>
      )}
      {problem ? <Alert type="error" showIcon title={problem} className="gap-top" /> : null}
    </Card>
  );
};

/** Platform settings an admin may change: base, fees, withdrawal rules, funding, FX spread, quotas. */
export const SettingsScreen = () => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['settings'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/settings')),
  });
  return (
    <>
      <PageHeader title={t('menu.settings')} />
      <QueryState query={query}>
        {(settings) => (
          <>
            {settings
              .filter(
                (setting): setting is { key: EditableSettingKey; value: unknown } =>
                  setting.key in EDITABLE_SETTINGS,
              )
              .map((setting) => (
                <SettingEditor key={setting.key} settingKey={setting.key} value={setting.value} />
              ))}
          </>
        )}
      </QueryState>
    </>
  );
};
