import { AnalyzePage } from '../../features/analyze';

/** The paste screen (spec section 2, /analyze). */
export default function AnalyzeRoute() {
  return <AnalyzePage />;
}
