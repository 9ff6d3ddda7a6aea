import { ChessKnight } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../core/routes';
import { PRODUCT_NAME } from '../../../core/version';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={PATHS.home} onClick={onNavigate} className="group flex items-center gap-2.5 rounded-lg" aria-label={`${PRODUCT_NAME} home`}>
      <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-violet-500 to-emerald-500 text-white shadow-lg shadow-violet-900/30">
        <ChessKnight className="size-5" aria-hidden />
      </span>
      <span className="text-lg font-bold tracking-tight text-fg">
        {PRODUCT_NAME}
        <span className="ml-1 text-sm font-extrabold tracking-tighter text-emerald-600 dark:text-emerald-400">!!</span>
      </span>
    </Link>
  );
}
