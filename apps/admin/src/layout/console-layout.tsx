import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { can } from '@brokerage/shared';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUPS, SCREENS } from '../app/screens';
import { LanguageSelect } from '../components/language-select';
import { signOut } from '../session/sign-out';
import { useOperator } from '../session/use-operator';
import { useQueueCounts, type QueueName } from './use-queue-counts';

/** The signed-in frame: the menu holds only what the operator's role may open. */
export const ConsoleLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const operator = useOperator().data;
  const role = operator?.role;
  const waiting = useQueueCounts(can(role, 'read'));
  const countOf = (key: string) => waiting?.[key as QueueName];

  const items = GROUPS.map((group) => ({
    type: 'group' as const,
    key: group,
    label: t(`menu.group.${group}`),
    children: SCREENS.filter(
      (screen) => screen.group === group && can(role, screen.capability),
    ).map((screen) => ({
      key: screen.path,
      icon: screen.icon,
      label: (
        <span className="menu-label">
          {t(`menu.${screen.key}`)}
          {countOf(screen.key) ? (
            <Badge
              count={countOf(screen.key)}
              overflowCount={999}
              className="menu-count"
              data-testid={`menu-count-${screen.key}`}
            />
          ) : null}
        </span>
      ),
      'data-testid': `menu-${screen.key}`,
    })),
  })).filter((group) => group.children.length > 0);

  const selected =
    SCREENS.filter((screen) => screen.path !== '/' && location.pathname.startsWith(screen.path))[0]
      ?.path ?? location.pathname;

  return (
    <Layout className="console-frame">
      <Layout.Sider width={232} theme="light" className="console-sider">
        <div className="console-brand">{t('app.title')}</div>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={items}
          onClick={({ key }) => void navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Space size="middle">
            <LanguageSelect />
            <Typography.Text strong data-testid="operator-name">
              {operator?.username}
            </Typography.Text>
            {role ? (
              <Tag data-testid="operator-role">{t(`roles.${role}`, { defaultValue: role })}</Tag>
            ) : null}
            <Button
              icon={<UserOutlined />}
              onClick={() => void navigate('/security')}
              data-testid="my-account"
            >
              {t('menu.security')}
            </Button>
            <Button
              icon={<LogoutOutlined />}
              onClick={() => void signOut(queryClient)}
              data-testid="sign-out"
            >
              {t('app.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
