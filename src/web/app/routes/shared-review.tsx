import { useParams } from 'react-router';
import { SharedReviewScreen } from '../../features/shared-review';

/** The public page of a shared review (issue 18): /r/:token, open to anyone with the link. */
export default function SharedReviewPage() {
  const { token = '' } = useParams();
  return <SharedReviewScreen key={token} token={token} />;
}
