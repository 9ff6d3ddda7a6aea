import { useParams } from 'react-router';
import { PracticeScreen } from '../../features/practice';

/** Practice mode of one session (issue 18): /practice/:sessionId. */
export default function PracticePage() {
  const { sessionId = '' } = useParams();
  return <PracticeScreen key={sessionId} sessionId={sessionId} />;
}
