import { Gem, House, LayoutDashboard, MessageSquareText, Settings, type LucideIcon } from 'lucide-react';
import { PATHS } from '../../../core/routes';

export const NAV_ICONS: Record<string, LucideIcon> = {
  [PATHS.home]: House,
  [PATHS.analyze]: MessageSquareText,
  [PATHS.dashboard]: LayoutDashboard,
  [PATHS.pricing]: Gem,
  [PATHS.settings]: Settings,
};
