import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';

/**
 * A small button among a list row's actions: an icon and a short `label`, with an `aria-label` that names the
 * row's item too (e.g. "Cancel Ana's internship"), so screen readers can tell the rows' buttons apart.
 */
export function RowActionButton({
  icon,
  label,
  ariaLabel,
  ...props
}: Omit<ButtonProps, 'size' | 'icon' | 'children' | 'aria-label'> & {
  icon: ReactNode;
  label: ReactNode;
  ariaLabel: string;
}) {
  return (
    <Button size="small" icon={icon} aria-label={ariaLabel} {...props}>
      {label}
    </Button>
  );
}
