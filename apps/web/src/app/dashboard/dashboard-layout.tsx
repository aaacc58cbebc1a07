import { useMemo, useState, type ReactNode } from 'react';
import { Avatar, Button, Drawer, Dropdown, Layout, Menu, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clearSession, useSession } from '../../shared/lib/session.ts';
import { useFileUrl } from '../../shared/hooks/use-file-url.ts';
import { useIsMobile } from '../../shared/hooks/use-media-query.ts';
import { Brand } from '../../shared/ui/brand.tsx';
import { LanguageMenu } from '../../shared/ui/language-menu.tsx';
import { usePageTitle } from '../../shared/hooks/use-page-title.ts';
import type { DashboardGroup, DashboardRole } from './dashboard-routes.tsx';
import { businessQueryOptions, mentorQueryOptions } from '../../features/accounts/api/profiles.ts';

const BASE = '/dashboard';
const full = (path: string) => (path ? `${BASE}/${path}` : BASE);

function SideMenu({ groups, onNavigate }: { groups: DashboardGroup[]; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items: MenuProps['items'] = groups.map((g) => ({
    type: 'group',
    key: g.key,
    label: t(`groups.${g.key}`),
    children: g.sections
      .filter((s) => !s.hidden)
      .map((s) => ({ key: full(s.path), icon: s.icon, label: t(`sections.${s.key}`) })),
  }));
  // The menu entry of the current page (hidden detail routes highlight nothing).
  const selected = useMemo(() => {
    const all = groups.flatMap((g) => g.sections).filter((s) => !s.hidden);
    const hit = all.find((s) =>
      matchPath({ path: full(s.path), end: true }, pathname.replace(/\/$/, '') || '/'),
    );
    return hit ? [full(hit.path)] : [];
  }, [groups, pathname]);
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected}
      onClick={({ key }) => {
        onNavigate?.();
        void navigate(key);
      }}
      className="pk-dash-menu"
    />
  );
}

/**
 * The organisation's or mentor's name and photo (logo) for the account menu, from the same query as the profile
 * page (one request for both); admins are named by their role.
 */
function useOwnRecord(role: DashboardRole) {
  const id = useSession()?.id ?? '';
  const business = useQuery({ ...businessQueryOptions(id), enabled: role === 'business' && !!id });
  const mentor = useQuery({ ...mentorQueryOptions(id), enabled: role === 'mentor' && !!id });
  if (role === 'business' && business.data)
    return { name: business.data.businessName.trim() || null, photo: business.data.logo };
  if (role === 'mentor' && mentor.data) {
    const name = `${mentor.data.mentorName} ${mentor.data.mentorSurname}`.trim();
    return { name: name || null, photo: mentor.data.photo };
  }
  return { name: null, photo: null };
}

function UserMenu({ role }: { role: DashboardRole }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const own = useOwnRecord(role);
  const photoUrl = useFileUrl(own.photo);
  const name = own.name ?? t(`roles.${role}`);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'dashboard',
            label: own.name ?? (role === 'business' ? t('account.profile') : t('account.dashboard')),
          },
          { type: 'divider' },
          { key: 'logout', label: t('account.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') {
            clearSession('logout');
            queryClient.clear();
            void navigate('/');
          } else void navigate(BASE);
        },
      }}
    >
      <Button
        type="text"
        className="pk-avatar-button"
        aria-label={t('account.menuLabel', { name })}
        data-testid="account-menu"
      >
        {/* a letter would be visible text missing from the label; the name beside it says who it is */}
        {photoUrl ? (
          <Avatar size={32} className="pk-avatar" src={photoUrl} alt="" data-testid="account-avatar-photo" />
        ) : (
          <Avatar size={32} className="pk-avatar" icon={<UserOutlined />} />
        )}
        <span className="pk-dash-role">{name}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

/** The document title: the current section's name, else the role's dashboard name. */
function useDashboardTitle(role: DashboardRole, groups: DashboardGroup[]) {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '') || '/';
  const section = groups
    .flatMap((g) => g.sections)
    .find((s) => matchPath({ path: full(s.path), end: true }, path));
  usePageTitle(section ? `dashboard:sections.${section.key}` : `dashboard:titles.${role}`);
}

/** The dashboard frame: side menu (a drawer under 900 px), a header with language and account menus, the page. */
export function DashboardLayout({
  role,
  groups,
  children,
}: {
  role: DashboardRole;
  groups: DashboardGroup[];
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const tc = useTranslation('common').t;
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState(false);
  useDashboardTitle(role, groups);

  return (
    <Layout className="pk-dash">
      <a href="#main" className="pk-skip-link">
        {tc('nav.skip')}
      </a>
      {!mobile && (
        <Layout.Sider
          theme="light"
          width={264}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          className="pk-dash-sider"
          trigger={
            <span aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}>
              {collapsed ? '»' : '«'}
            </span>
          }
        >
          <div className="pk-dash-brand">
            <Brand compact={collapsed} />
          </div>
          <nav aria-label={t('menu.label')}>
            <SideMenu groups={groups} />
          </nav>
        </Layout.Sider>
      )}
      <Layout>
        <header className="pk-dash-header">
          {mobile && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('menu.open')}
              aria-expanded={open}
              aria-controls="pk-dash-drawer"
              onClick={() => setOpen(true)}
            />
          )}
          {mobile && <Brand compact />}
          <span className="pk-dash-title">{t(`titles.${role}`)}</span>
          <div className="pk-header-actions">
            <LanguageMenu />
            <UserMenu role={role} />
          </div>
        </header>
        <main id="main" className="pk-dash-main" tabIndex={-1}>
          {children}
        </main>
      </Layout>
      {mobile && (
        <Drawer
          id="pk-dash-drawer"
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          size={288}
          title={<Brand />}
          closeIcon={<CloseOutlined aria-label={t('menu.close')} />}
          className="pk-drawer"
        >
          <nav aria-label={t('menu.label')}>
            <SideMenu groups={groups} onNavigate={() => setOpen(false)} />
          </nav>
        </Drawer>
      )}
    </Layout>
  );
}
