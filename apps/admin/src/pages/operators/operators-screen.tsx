import { operatorCreateRequest, operatorRole, type OperatorView } from '@brokerage/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmChange } from '../../components/confirm-change';
import { DateTime } from '../../components/date-time';
import { PageHeader } from '../../components/page-header';
import { ListTable } from '../../components/paged-table';
import { parseWithSchema } from '../../components/zod-form';
import { useOperator } from '../../session/use-operator';
import { useOutcomeMessage } from '../../components/outcome-message';
import { ConsoleForm } from '../../components/console-form';
import { ResetPasswordButton } from './operator-password-reset';
import { useCreateOperator, useOperators, useRefreshOperators, useUpdateOperator } from './queries';

type Role = OperatorView['role'];

/** Operators and their roles; only an admin reaches this screen (and the routes behind it). */
export const OperatorsScreen = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const outcome = useOutcomeMessage();
  const [form] = Form.useForm();
  const me = useOperator().data;
  const list = useOperators();
  const refresh = useRefreshOperators();
  // Once a second admin can approve, a new operator is a proposal (Approvals).
  const create = useCreateOperator((answer) => {
    form.resetFields();
    outcome(answer, t('review.done'));
  });
  const update = useUpdateOperator(
    (answer) => outcome(answer, t('review.done')),
    (error) => void message.error(error.message),
  );

  const submit = () => {
    const body = parseWithSchema(form, operatorCreateRequest, form.getFieldsValue(true), t, {
      labels: {
        username: t('signIn.username'),
        password: t('signIn.password'),
        role: t('operators.role'),
      },
    });
    if (body) create.mutate(body);
  };
  const confirm = useConfirmChange();
  const changeRole = async (operator: OperatorView, role: Role) => {
    const confirmed = await confirm({
      title: t('operators.roleConfirmTitle', { username: operator.username }),
      effect: t('operators.roleConfirmEffect'),
      rows: [
        {
          label: t('operators.role'),
          before: t(`roles.${operator.role}`),
          after: t(`roles.${role}`),
        },
      ],
      okText: t('operators.roleConfirm'),
    });
    if (confirmed) update.mutate({ id: operator.id, change: { role } });
  };
  const roles = operatorRole.options.map((role) => ({ value: role, label: t(`roles.${role}`) }));

  const columns: TableColumnsType<OperatorView> = [
    {
      title: t('signIn.username'),
      dataIndex: 'username',
      render: (name: string) => <strong>{name}</strong>,
    },
    {
      title: t('operators.role'),
      dataIndex: 'role',
      render: (role: Role, row) => (
        <Select<Role>
          size="small"
          value={role}
          options={roles}
          disabled={row.id === me?.id}
          onChange={(next) => void changeRole(row, next)}
          style={{ width: 130 }}
        />
      ),
    },
    {
      title: 'TOTP',
      dataIndex: 'totpEnrolled',
      render: (on: boolean) =>
        on ? <Tag color="green">{t('operators.totpOn')}</Tag> : <Tag>{t('operators.totpOff')}</Tag>,
    },
    {
      title: t('common.status'),
      dataIndex: 'disabled',
      render: (disabled: boolean, row) => (
        <>
          {disabled ? (
            <Tag color="red">{t('operators.disabled')}</Tag>
          ) : (
            <Tag color="green">{t('operators.active')}</Tag>
          )}
          {row.mustChangePassword ? (
            <Tag color="orange">{t('operators.mustChangePassword')}</Tag>
          ) : null}
        </>
      ),
    },
    {
      title: t('customers.since'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) =>
        row.id === me?.id ? (
          <span className="muted">{t('operators.you')}</span>
        ) : (
          <Space size="small">
            <Popconfirm
              title={row.disabled ? t('operators.enable') : t('operators.disableConfirm')}
              onConfirm={() => update.mutate({ id: row.id, change: { disabled: !row.disabled } })}
            >
              <Button size="small" danger={!row.disabled}>
                {row.disabled ? t('operators.enable') : t('operators.disable')}
              </Button>
            </Popconfirm>
            {row.totpEnrolled ? (
              <Popconfirm
                title={t('operators.resetTotpConfirm')}
                onConfirm={() => update.mutate({ id: row.id, change: { resetTotp: true } })}
              >
                <Button size="small">{t('operators.resetTotp')}</Button>
              </Popconfirm>
            ) : null}
            <ResetPasswordButton operator={row} onDone={() => void refresh()} />
          </Space>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('menu.operators')} />
      <Card size="small" title={t('operators.new')} className="gap-bottom">
        <ConsoleForm
          form={form}
          layout="inline"
          onFinish={submit}
          className="filter-bar"
          initialValues={{ role: 'reviewer' }}
        >
          <Form.Item name="username" label={t('signIn.username')} required>
            <Input autoComplete="off" style={{ width: 180 }} data-testid="operator-new-username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('signIn.password')}
            required
            extra={t('operators.passwordHint')}
          >
            <Input.Password
              autoComplete="new-password"
              style={{ width: 220 }}
              data-testid="operator-new-password"
            />
          </Form.Item>
          <Form.Item name="role" label={t('operators.role')} required>
            <Select options={roles} style={{ width: 130 }} />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending}
            data-testid="operator-create"
          >
            {t('operators.create')}
          </Button>
        </ConsoleForm>
        {create.error ? (
          <Alert type="error" showIcon title={create.error.message} className="gap-top" />
        ) : null}
      </Card>
      <ListTable<OperatorView>
        query={list}
        columns={columns}
        rowKey="id"
        testId="operators-table"
        csv={{ name: 'operators' }}
      />
    </>
  );
};
