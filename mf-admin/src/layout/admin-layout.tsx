import {
  AppstoreOutlined,
  BankOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MenuOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { App, Button, ConfigProvider, Grid, Layout, Menu } from 'antd';
import { useState } from 'react';
import { ROUTES } from 'shared-contracts';
import { logOut } from 'store-runtime';
import { Link, NavLink, Outlet, useLocation } from 'store-runtime/router';
import { ADMIN_THEME } from '../ui/admin-theme';
import { isPhone, reloadAt } from '../ui/navigation';

/** The sidebar's pages, in order (product rules §2 Admin area). */
export const ADMIN_MENU = [
  { path: ROUTES.admin.dashboard, label: 'Dashboard', icon: <DashboardOutlined /> },
  { path: ROUTES.admin.category, label: 'Category', icon: <TagsOutlined /> },
  { path: ROUTES.admin.product, label: 'Product', icon: <AppstoreOutlined /> },
  { path: ROUTES.admin.order, label: 'Order', icon: <ShoppingCartOutlined /> },
  { path: ROUTES.admin.company, label: 'Company', icon: <BankOutlined /> },
  { path: ROUTES.admin.legal, label: 'Legal', icon: <FileTextOutlined /> },
] as const;

/** The admin area's frame: antd's theme and App context, the sidebar with a way back to the shop and logout, and the page in the outlet. */
export default function AdminLayout() {
  return (
    <ConfigProvider theme={ADMIN_THEME}>
      <App>
        <AdminFrame />
      </App>
    </ConfigProvider>
  );
}

function AdminFrame() {
  const { pathname } = useLocation();
  const phone = Grid.useBreakpoint().md === false;
  const [collapsed, setCollapsed] = useState(isPhone);
  const selected = ADMIN_MENU.find((item) => pathname.startsWith(item.path))?.path ?? ROUTES.admin.dashboard;

  // Product rules §2: logout clears the stored token, user, cart and wishlist and goes to /; first
  // the server ends the token, so no copy of it outlives the logout.
  const logout = async () => {
    await logOut();
    reloadAt('/');
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        breakpoint="md"
        collapsedWidth={0}
        collapsed={collapsed}
        onBreakpoint={setCollapsed}
        trigger={null}
        width={220}
        style={{ position: phone ? 'fixed' : 'sticky', insetInlineStart: 0, top: 0, height: '100vh', zIndex: 1000 }}
      >
        <nav
          aria-label="Admin"
          style={{
            display: 'flex',
            flexDirection: 'column',
            height: '100%',
            visibility: collapsed ? 'hidden' : undefined,
          }}
        >
          <div style={{ color: '#fff', fontWeight: 700, fontSize: 18, padding: '20px 24px' }}>Admin</div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[selected]}
            style={{ flex: 1, borderInlineEnd: 0 }}
            items={ADMIN_MENU.map((item) => ({
              key: item.path,
              icon: item.icon,
              label: (
                <NavLink
                  to={item.path}
                  onClick={() => {
                    if (isPhone()) setCollapsed(true);
                  }}
                >
                  {item.label}
                </NavLink>
              ),
            }))}
          />
          <div style={{ display: 'grid', gap: 12, padding: 16 }}>
            <Link
              to={ROUTES.shop}
              style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '6px 8px', color: '#fff' }}
            >
              <ShopOutlined aria-hidden />
              Back to shop
            </Link>
            <Button block danger type="primary" icon={<LogoutOutlined />} onClick={logout}>
              Logout
            </Button>
          </div>
        </nav>
      </Layout.Sider>
      {phone && !collapsed && (
        <button
          type="button"
          aria-label="Close menu"
          onClick={() => setCollapsed(true)}
          style={{ position: 'fixed', inset: 0, zIndex: 999, border: 0, background: 'rgba(17, 24, 39, 0.45)' }}
        />
      )}
      <Layout>
        {phone && (
          <Layout.Header
            style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '0 12px', background: '#111827' }}
          >
            <Button
              type="text"
              icon={<MenuOutlined style={{ color: '#fff' }} />}
              aria-label="Open menu"
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(false)}
            />
            <span style={{ color: '#fff', fontWeight: 700, fontSize: 18 }}>Admin</span>
          </Layout.Header>
        )}
        <Layout.Content style={{ padding: 'clamp(12px, 3vw, 24px)', minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
