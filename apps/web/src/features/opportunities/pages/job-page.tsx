import { OpportunityDetail } from '../components/opportunity-detail.tsx';

/** /jobs/:id: one internship posting with Apply. */
export default function JobPage() {
  return <OpportunityDetail kind="JOB" />;
}
