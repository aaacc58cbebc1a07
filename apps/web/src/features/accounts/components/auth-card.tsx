import type { ReactNode } from 'react';
import './auth.css';
import { Card, ConfigProvider, Typography, type ThemeConfig } from 'antd';

interface AuthCardProps {
  /** Omitted when the content brings its own h1 (e.g. the check-your-e-mail result). */
  title?: ReactNode;
  intro?: ReactNode;
  /** Registration forms use two columns on wide screens. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * antd's default hint grey (45 % black) falls below WCAG AA contrast on white; the forms here use a darker one
 * (5.7:1). The error red and the pinks of invalid fields come from the app's theme (app/theme.ts).
 */
const READABLE: ThemeConfig = {
  token: {
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
};

/** The frame of every sign-in screen: a centred card with the page's h1; full width on phones. */
export function AuthCard({ title, intro, wide, children }: AuthCardProps) {
  return (
    <ConfigProvider theme={READABLE}>
      <div
        className="pk-auth"
        style={{
          display: 'flex',
          justifyContent: 'center',
          padding: '32px 12px',
          boxSizing: 'border-box',
          width: '100%',
        }}
      >
        <Card
          style={{ width: '100%', maxWidth: wide ? 820 : 460 }}
          styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}
        >
          {title && (
            <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0, marginBottom: intro ? 8 : 24 }}>
              {title}
            </Typography.Title>
          )}
          {intro && <Typography.Paragraph style={{ marginBottom: 24 }}>{intro}</Typography.Paragraph>}
          {children}
        </Card>
      </div>
    </ConfigProvider>
  );
}
