import { Skeleton } from 'antd';

/** What stands in a list's or a page's place while its first answer loads: an animated skeleton, marked busy. */
export function LoadingSkeleton({ className }: { className?: string }) {
  return (
    <div className={className} aria-busy="true">
      <Skeleton active />
    </div>
  );
}
