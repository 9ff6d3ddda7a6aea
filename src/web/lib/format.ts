import { groupDigits } from '../../core/numbers';

/** Numbers as the screens print them: US English grouping ("12,803"). */
export const formatCount = (n: number) => groupDigits(n);
