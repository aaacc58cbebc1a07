import { OpportunityDetail } from '../components/opportunity-detail.tsx';

/** /trainings/:id: one training with Apply. */
export default function TrainingPage() {
  return <OpportunityDetail kind="TRAINING" />;
}
