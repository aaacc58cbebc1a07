import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

/** An antd button that is a real link (an <a> with href) and navigates inside the app. */
export function LinkButton({
  to,
  state,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: To; state?: unknown }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return <Button {...props} href={href} onClick={(e) => onClick(e as MouseEvent<HTMLAnchorElement>)} />;
}
