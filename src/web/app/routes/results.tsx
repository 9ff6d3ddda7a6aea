import { useParams } from 'react-router';
import { ResultsScreen } from '../../features/results';

/** The Analysis Results screen (spec section 2): /analyze/results/:sessionId. */
export default function ResultsPage() {
  const { sessionId } = useParams();
  return <ResultsScreen key={sessionId} sessionId={sessionId} />;
}
