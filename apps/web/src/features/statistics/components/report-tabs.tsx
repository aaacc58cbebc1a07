import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATISTICS_TABS, type StatisticsTab } from '../lib/statistics-url.ts';

const PANEL = 'pk-stat-panel';
const tabId = (report: StatisticsTab) => `pk-stat-tab-${report}`;

/**
 * The nine report tabs (§2) and the outcomes tab (issue 19 §6), and the open one's panel. A row of tabs that scrolls sideways on a phone (antd's Tabs
 * put an overflow button inside the tab list there, which a tab list may not hold). Keyboard as the ARIA tabs
 * pattern with manual activation: the arrows, Home and End move between tabs, Enter or Space opens one (so walking
 * past a tab does not ask its reports). Only the open tab's content is rendered.
 */
export function ReportTabs({
  current,
  onSelect,
  children,
}: {
  current: StatisticsTab;
  onSelect: (report: StatisticsTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const tabs = useRef(new Map<StatisticsTab, HTMLButtonElement>());
  const [focused, setFocused] = useState<StatisticsTab>(current);
  const focus = (report: StatisticsTab) => {
    setFocused(report);
    const tab = tabs.current.get(report);
    tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = STATISTICS_TABS.indexOf(focused);
    const next =
      e.key === 'ArrowRight'
        ? STATISTICS_TABS[(at + 1) % STATISTICS_TABS.length]
        : e.key === 'ArrowLeft'
          ? STATISTICS_TABS[(at - 1 + STATISTICS_TABS.length) % STATISTICS_TABS.length]
          : e.key === 'Home'
            ? STATISTICS_TABS[0]
            : e.key === 'End'
              ? STATISTICS_TABS[STATISTICS_TABS.length - 1]
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
        {STATISTICS_TABS.map((report) => (
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
