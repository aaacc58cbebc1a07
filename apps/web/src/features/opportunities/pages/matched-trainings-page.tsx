import { MatchedListPage } from './matched-list-page.tsx';

/** /trainings: the intern's matched trainings. */
export default function MatchedTrainingsPage() {
  return <MatchedListPage kind="TRAINING" />;
}
