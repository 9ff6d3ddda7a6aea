/** The Verify Parsed Messages screen. Its content arrives with its own issue; the route and gate exist now. */
export default function VerifyPage() {
  return <h1 className="text-2xl font-bold tracking-tight">Verify Parsed Messages</h1>;
}
