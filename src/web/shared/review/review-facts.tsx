import type { ScoreBand } from '../../../core/bands';
import { Badge } from '../../components/ui/badge';
import { bandClasses } from '../../lib/bands';
import { cn } from '../../lib/cn';
import { platformName } from '../detection/labels';
import { formatDate } from './logic';

export interface ReviewFactsProps {
  platform: string;
  messageCount: number;
  overall: number;
  band: ScoreBand;
  showNotation: boolean;
  createdAt: string;
}

/** The facts under a review's title (platform, length, overall, date): list items for the caller's list. */
export function ReviewFactBadges({ platform, messageCount, overall, band, showNotation, createdAt }: ReviewFactsProps) {
  return (
    <>
      <li>
        <Badge data-testid="badge-platform">{platformName(platform)}</Badge>
      </li>
      <li>
        <Badge data-testid="badge-count">
          {messageCount} message{messageCount === 1 ? '' : 's'}
        </Badge>
      </li>
      <li>
        <Badge className={cn(bandClasses(band).text, bandClasses(band).soft, bandClasses(band).border)} data-testid="badge-score">
          {overall}
          {showNotation ? ` ${band.symbol}` : ''} {band.name}
        </Badge>
      </li>
      <li>
        <Badge data-testid="badge-date">
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </Badge>
      </li>
    </>
  );
}
