import { useParams } from 'react-router';

/** The Analysis Results screen. Its content arrives with its own issue; the route and gate exist now. */
export default function ResultsPage() {
  const { sessionId = '' } = useParams();
  return (
    <h1 className="text-2xl font-bold tracking-tight">
      Analysis Results <span className="font-mono text-base text-muted">#{sessionId.slice(-8)}</span>
    </h1>
  );
}
