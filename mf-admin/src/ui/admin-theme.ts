import type { ThemeConfig } from 'antd';

/** antd follows the store's colours (shared-contracts/src/styles/tokens.css: --brand, --brand-accent). */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#111827',
    colorLink: '#e11d48',
    colorError: '#e11d48',
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  components: {
    Layout: { siderBg: '#111827', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#111827', darkItemSelectedBg: '#e11d48' },
  },
};
