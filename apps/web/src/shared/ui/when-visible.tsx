import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the screen (within `margin`), so a part below the fold (and the
 * code it loads lazily) costs nothing on the first paint. Without IntersectionObserver it renders at once.
 * `minHeight` keeps the room meanwhile, so the page does not jump when it appears.
 */
export function WhenVisible({
  children,
  margin = '400px',
  minHeight,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [shown, margin]);
  if (shown) return <>{children}</>;
  return <div ref={ref} style={minHeight ? { minHeight } : undefined} aria-hidden />;
}
