import { Box, Inline } from '@akoma/design-system';

import { contentIcons, type ContentIcon } from '../../content/contentIcons';

/** A content item's icon in a soft brand circle. Decorative: the words beside it say what it means. */
export function ContentIconMark({ icon }: { icon: ContentIcon }) {
  const Icon = contentIcons[icon];
  return (
    // Inline keeps the circle to its own size inside a stretching Stack.
    <Inline space="none">
      <Box display="flex" padding="small" borderRadius="full" background="brandAccentSoft">
        <Icon size="large" />
      </Box>
    </Inline>
  );
}
