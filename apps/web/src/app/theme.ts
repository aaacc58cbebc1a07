import type { ThemeConfig } from 'antd';

export const COLORS = { primary: '#01486B', reset: '#F36E21' } as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: COLORS.primary,
    colorLink: COLORS.primary,
    borderRadius: 12,
    controlHeight: 41,
    // antd's default secondary texts (45% black) fail WCAG AA contrast on our light backgrounds
    colorTextDescription: '#52606d',
    colorTextTertiary: '#5b6670',
    // antd's default error red (#ff4d4f) is 3.3:1 on white, under WCAG AA for the messages under every form field
    // and the danger buttons: the app's darker error red (6.5:1) everywhere. The pinks of invalid filled fields stay
    // light, so the red typed in them keeps 4.5:1 also under the pointer (antd's derived hover pink gives 3.5:1).
    colorError: '#b42318',
    colorErrorBg: '#fff1f0',
    colorErrorBgHover: '#ffe4e1',
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      bodyBg: '#f5f7fa',
      siderBg: '#ffffff',
      triggerBg: '#eef4f7',
      triggerColor: '#01486B',
    },
    // An empty table's text ("No months yet") is drawn in colorTextDisabled (25% black), which fails WCAG AA.
    Table: {
      colorTextDisabled: '#5b6670',
    },
    // 36 px day cells (antd derives ~46 px from controlHeight 41): the month panel fits a 320 px phone.
    DatePicker: {
      cellWidth: 36,
    },
    Menu: {
      itemSelectedBg: '#e3eef4',
      itemSelectedColor: '#01486B',
      itemHoverBg: '#eef4f7',
      groupTitleColor: '#52606d',
    },
  },
};

/** The theme for a reader who asked their system for reduced motion: antd's transitions off (`motion: false`). */
export function themeFor({ reducedMotion }: { reducedMotion: boolean }): ThemeConfig {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
