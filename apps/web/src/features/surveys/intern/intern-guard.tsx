import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { sessionEndReason, useSession } from '../../../shared/lib/session.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';

/**
 * The intern pages' guard: a visitor signs in and comes back; staff go to the same place in their dashboard
 * (`staffPath`); logout and expiry navigate on their own.
 */
export function InternOnly({
  staffPath,
  children,
}: {
  staffPath: string;
  children: (internId: string) => ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const reason = sessionEndReason();
    if (reason === 'logout' || reason === 'expired') return <PageLoader />;
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.role !== 'intern') return <Navigate to={staffPath} replace />;
  return <>{children(session.id)}</>;
}
