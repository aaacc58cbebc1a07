import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ListError } from '../../../shared/ui/list-error.tsx';
import { OrganisationCv, organisationCvOptions } from '../pages/intern-detail-page.tsx';

/** The intern's CV as an organisation or the intern's mentor may read it, loaded while `enabled`. */
export function OrganisationCvPanel({ internId, enabled }: { internId: string; enabled: boolean }) {
  const cv = useQuery({ ...organisationCvOptions(internId), enabled });
  if (cv.isError) return <ListError error={cv.error} onRetry={() => void cv.refetch()} />;
  return cv.data && 'age' in cv.data ? <OrganisationCv cv={cv.data} /> : <Skeleton active />;
}
