import {
  Box,
  IconCalendar,
  IconCheck,
  IconClock,
  IconEye,
  IconHeart,
  IconLocation,
  IconMessage,
  IconSearch,
  IconTrendingUp,
  IconUser,
  Inline,
  type IconProps,
} from '@akoma/design-system';
import type { ComponentType } from 'react';

import type { ContentIcon } from '../../content/contentIcons';

const icons: Record<ContentIcon, ComponentType<IconProps>> = {
  trendingUp: IconTrendingUp,
  heart: IconHeart,
  user: IconUser,
  clock: IconClock,
  check: IconCheck,
  location: IconLocation,
  calendar: IconCalendar,
  eye: IconEye,
  message: IconMessage,
  search: IconSearch,
};

/** A content item's icon in a soft brand circle. Decorative: the words beside it say what it means. */
export function ContentIconMark({ icon }: { icon: ContentIcon }) {
  const Icon = icons[icon];
  return (
    // Inline keeps the circle to its own size inside a stretching Stack.
    <Inline space="none">
      <Box display="flex" padding="small" borderRadius="full" background="brandAccentSoft">
        <Icon size="large" />
      </Box>
    </Inline>
  );
}
