import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS, type TReport } from '@praktika/contracts/reports';

const PANEL = 'pk-stat-panel';
const tabId = (report: TReport) => `pk-stat-tab-${report}`;

/**
 * The nine report tabs (§2) and the open one's panel. A row of tabs that scrolls sideways on a phone (antd's Tabs
 * put an overflow button inside the tab list there, which a tab list may not hold). Keyboard as the ARIA tabs
 * pattern with manual activation: the arrows, Home and End move between tabs, Enter or Space opens one (so walking
 * past a tab does not ask its reports). Only the open tab's content is rendered.
 */
export function ReportTabs({
  current,
  onSelect,
  children,
}: {
  current: TReport;
  onSelect: (report: TReport) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const tabs = useRef(new Map<TReport, HTMLButtonElement>());
  const [focused, setFocused] = useState<TReport>(current);
  const focus = (report: TReport) => {
    setFocused(report);
    const tab = tabs.current.get(report);
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = REPORTS.indexOf(focused);
    const next =
      e.key === 'ArrowRight'
        ? REPORTS[(at + 1) % REPORTS.length]
        : e.key === 'ArrowLeft'
          ? REPORTS[(at - 1 + REPORTS.length) % REPORTS.length]
          : e.key === 'Home'
            ? REPORTS[0]
            : e.key === 'End'
              ? REPORTS[REPORTS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    focus(next);
  };
  return (
    <div className="pk-stat-tabs">
      <div
        role="tablist"
        aria-label={t('statistics.tabsLabel')}
        className="pk-stat-tablist"
        onKeyDown={onKeyDown}
      >
        {REPORTS.map((report) => (
          <button
            key={report}
            ref={(el) => {
              if (el) tabs.current.set(report, el);
              else tabs.current.delete(report);
            }}
            type="button"
            role="tab"
            id={tabId(report)}
            aria-selected={report === current}
            aria-controls={report === current ? PANEL : undefined}
            tabIndex={report === current ? 0 : -1}
            className={`pk-stat-tab${report === current ? ' pk-stat-tab-active' : ''}`}
            onFocus={() => setFocused(report)}
            onClick={() => {
              onSelect(report);
              focus(report);
            }}
          >
            {t(`statistics.tabs.${report}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={PANEL} aria-labelledby={tabId(current)} className="pk-stat-panel">
        {children}
      </div>
    </div>
  );
}
