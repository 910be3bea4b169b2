import {
  IconCalendar,
  IconCheck,
  IconClock,
  IconEye,
  IconHeart,
  IconInfo,
  IconLocation,
  IconMessage,
  IconSearch,
  IconTrendingDown,
  IconTrendingUp,
  IconUser,
  type IconProps,
} from '@akoma/design-system';
import type { ComponentType } from 'react';

/**
 * The icons content may name (values, impact metrics, testimonial metrics, careers benefits and
 * personas, contact topics), each with the design-system icon it shows: the one place a name
 * becomes an icon. Content modules import only the `ContentIcon` type, so content stays data; the
 * components that draw an icon look it up here. Only lazily loaded sections and pages import it:
 * the hero's Book Discovery Call menu keeps its own three icons (see DiscoveryCallMenu.tsx).
 */
export const contentIcons = {
  trendingUp: IconTrendingUp,
  trendingDown: IconTrendingDown,
  heart: IconHeart,
  user: IconUser,
  clock: IconClock,
  check: IconCheck,
  location: IconLocation,
  calendar: IconCalendar,
  eye: IconEye,
  message: IconMessage,
  search: IconSearch,
  info: IconInfo,
} as const satisfies Record<string, ComponentType<IconProps>>;

export type ContentIcon = keyof typeof contentIcons;
