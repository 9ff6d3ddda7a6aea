/**
 * The public page of a shared review (/r/{token}, issue 18): the review read-only, with the same
 * components as the results page, and nothing of the owner's account. Unknown and revoked links
 * show one not-found card.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileQuestion, PlusCircle } from 'lucide-react';
import { Link } from 'react-router';
import { bandFor } from '../../../core/bands';
import { PATHS } from '../../../core/routes';
import { reviewNotFoundMetadata, sharedReviewMetadata } from '../../../core/sharing/index';
import { PRODUCT_NAME } from '../../../core/version';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { api, ApiError } from '../../lib/api';
import { useSettings } from '../../lib/settings';
import { Skeleton } from '../../shared/review/parts';
import { ReviewBody, type ReviewTab } from '../../shared/review/review-body';
import { ReviewFactBadges } from '../../shared/review/review-facts';
import { MetaTags } from '../seo';

export const SHARED_REVIEW_TEXT = {
  notFoundTitle: 'Review not found',
  notFound: 'This shared review does not exist, or its owner stopped sharing it.',
  loadFailed: 'The review could not be loaded. Please try again.',
  eyebrow: 'Shared review',
  cta: 'Review your own conversation',
} as const;

export function SharedReviewScreen({ token }: { token: string }) {
  const origin = window.location.origin;
  const query = useQuery({
    queryKey: ['public-review', token],
    queryFn: () => api.publicReview(token),
    retry: (n, err) => !(err instanceof ApiError && err.status === 404) && n < 1,
    staleTime: 60_000,
  });
  const [tab, setTab] = useState<ReviewTab>('messages');
  const { showNotation, status } = useSettings();

  if (query.isPending || status === 'loading')
    return (
      <div className="space-y-6" role="status" aria-label="Loading the shared review">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <MetaTags meta={reviewNotFoundMetadata(origin)} />
        <Card className="mx-auto max-w-lg text-center" data-testid="shared-review-not-found">
          <FileQuestion className="mx-auto size-10 text-muted" aria-hidden />
          <h1 className="mt-3 text-xl font-bold text-fg">{missing ? SHARED_REVIEW_TEXT.notFoundTitle : 'Something went wrong'}</h1>
          <p className="mt-2 text-sm text-muted" role="alert">
            {missing ? SHARED_REVIEW_TEXT.notFound : SHARED_REVIEW_TEXT.loadFailed}
          </p>
          <Button asChild className="mt-6">
            <Link to={PATHS.home}>Go to {PRODUCT_NAME}</Link>
          </Button>
        </Card>
      </>
    );
  }

  const { review, messages } = query.data;
  const overall = Math.round(review.overallScore);
  const band = bandFor(overall);
  return (
    <div className="space-y-6" data-testid="shared-review">
      <MetaTags meta={sharedReviewMetadata(review, token, origin)} />
      <header className="space-y-3">
        <p className="text-xs font-semibold tracking-widest text-violet-600 uppercase dark:text-violet-300">{SHARED_REVIEW_TEXT.eyebrow}</p>
        <h1 className="text-2xl font-bold tracking-tight text-fg [overflow-wrap:anywhere] sm:text-3xl">{review.title}</h1>
        <ul className="flex flex-wrap items-center gap-2" aria-label="Review facts">
          <ReviewFactBadges platform={review.platform} messageCount={review.messageCount} overall={overall} band={band} showNotation={showNotation} createdAt={review.createdAt} />
        </ul>
        {review.sessionGoal ? (
          <p className="text-sm text-muted">
            <span className="font-semibold text-fg">Goal:</span> {review.sessionGoal}
          </p>
        ) : null}
        {review.projectContext ? (
          <p className="text-sm text-muted">
            <span className="font-semibold text-fg">Context:</span> {review.projectContext}
          </p>
        ) : null}
      </header>

      <ReviewBody
        messages={messages}
        summary={review.summary}
        overallScore={review.overallScore}
        dimensionAverages={review.dimensionAverages}
        tab={tab}
        onTabChange={setTab}
      />

      <nav aria-label="Next steps" className="flex justify-center border-t border-border pt-6">
        <Button asChild size="lg">
          <Link to={PATHS.analyze}>
            <PlusCircle aria-hidden />
            {SHARED_REVIEW_TEXT.cta}
          </Link>
        </Button>
      </nav>
    </div>
  );
}
