/** The Analyze a Conversation screen. Its content arrives with its own issue; the route and gate exist now. */
export default function AnalyzePage() {
  return <h1 className="text-2xl font-bold tracking-tight">Analyze a Conversation</h1>;
}
