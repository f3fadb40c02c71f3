import type { ThemeConfig } from 'antd';

/** antd follows the store's colours (shared-contracts/src/styles/tokens.css: --brand, --brand-accent). */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#111827',
    colorLink: '#e11d48',
    colorError: '#e11d48',
    // antd's grey for secondary text (#8c8c8c, 3.4:1 on white) fails WCAG AA; this one is 7:1.
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    // Placeholders ('Select a parent category') are read as hints, so they need 4.5:1 too (#bfbfbf is 1.8:1).
    colorTextPlaceholder: '#6b6b6b',
    // A page's title (its h1) sized for screens the admin works on all day, not antd's 38 px.
    fontSizeHeading1: 26,
    borderRadius: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  },
  components: {
    Layout: { siderBg: '#111827', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#111827', darkItemSelectedBg: '#e11d48' },
  },
};
