import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type MenuButtonItem =
  | { key: string; label: ReactNode; danger?: boolean; checked?: boolean; lang?: string }
  | { type: 'divider'; key: string };

/**
 * A small accessible menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it and focus an
 * item; arrows, Home and End move; Escape closes and returns focus; Tab or a click outside closes.
 * Used in the public header instead of antd's Dropdown, which would bring rc-menu and rc-trigger (~30 KB gzip)
 * into the public entry.
 */
export function MenuButton({
  label,
  ariaLabel,
  items,
  onSelect,
  align = 'end',
  variant = 'default',
  radio = false,
  testId,
  busy,
}: {
  label: ReactNode;
  ariaLabel?: string;
  items: MenuButtonItem[];
  onSelect: (key: string) => void;
  align?: 'start' | 'end';
  variant?: 'default' | 'primary' | 'text' | 'nav';
  /** Items are choices of one value (menuitemradio with aria-checked). */
  radio?: boolean;
  testId?: string;
  busy?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | 'checked'>('first');

  const itemEls = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);

  useEffect(() => {
    if (!open) return;
    const els = itemEls();
    const target =
      focusOnOpen.current === 'last'
        ? els[els.length - 1]
        : focusOnOpen.current === 'checked'
          ? (els.find((e) => e.getAttribute('aria-checked') === 'true') ?? els[0])
          : els[0];
    target?.focus();
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const show = (where: 'first' | 'last' | 'checked') => {
    focusOnOpen.current = where;
    setOpen(true);
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      show(radio ? 'checked' : 'first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      show('last');
    }
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const els = itemEls();
    const i = els.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => els[(to + els.length) % els.length]?.focus();
    if (e.key === 'ArrowDown') move(i + 1);
    else if (e.key === 'ArrowUp') move(i - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(els.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') return setOpen(false);
    else return;
    e.preventDefault();
  };

  const choose = (key: string) => {
    close();
    onSelect(key);
  };

  return (
    <div className={`pk-menu pk-menu-${align}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`pk-menu-button is-${variant}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        aria-busy={busy || undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : show(radio ? 'checked' : 'first'))}
        onKeyDown={onButtonKey}
      >
        {label}
      </button>
      {open && (
        <ul
          id={id}
          role="menu"
          className="pk-menu-list"
          ref={listRef}
          onKeyDown={onListKey}
          aria-label={ariaLabel}
        >
          {items.map((item) =>
            'type' in item ? (
              <li key={item.key} role="separator" className="pk-menu-divider" />
            ) : (
              <li key={item.key} role="none">
                <button
                  type="button"
                  role={radio ? 'menuitemradio' : 'menuitem'}
                  aria-checked={radio ? Boolean(item.checked) : undefined}
                  tabIndex={-1}
                  lang={item.lang}
                  data-menu-item
                  className={`pk-menu-item${item.danger ? ' is-danger' : ''}${item.checked ? ' is-checked' : ''}`}
                  onClick={() => choose(item.key)}
                >
                  {item.label}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
