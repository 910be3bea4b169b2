import { clsx } from 'clsx';
import { useId, type ReactNode, type Ref } from 'react';

import { Box, type BoxBackground } from '../Box/Box';
import { Container, type ContainerProps } from '../Container/Container';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './Section.css';

export const sectionTones = ['default', 'muted', 'inverse', 'accent'] as const;
export type SectionTone = (typeof sectionTones)[number];

const toneBackground: Record<SectionTone, BoxBackground> = {
  default: 'body',
  muted: 'surfaceMuted',
  inverse: 'inverse',
  accent: 'brandAccentSoft',
};

export interface SectionProps {
  /** Receives the `<section>`. */
  ref?: Ref<HTMLElement>;
  /** The section's heading; the section is a landmark named by it. */
  heading: ReactNode;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  /** A short line above the heading, such as "Our promise". */
  eyebrow?: ReactNode;
  /** A paragraph under the heading. */
  intro?: ReactNode;
  /** The band's background. `inverse` switches the text inside to stay readable. @default 'default' */
  tone?: SectionTone;
  /** Centres the heading and intro. @default 'left' */
  align?: 'left' | 'center';
  /** The content's widest measure. @default 'large' */
  width?: ContainerProps['width'];
  /** An id, for links to the section (such as /#roi-calculator). */
  id?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A band of a page: a background, the page gutter, a heading (with optional eyebrow and intro) and
 * its content. It is a `<section>` named by its heading, so screen-reader users can jump to it.
 */
export function Section({
  ref,
  heading,
  headingLevel = 2,
  eyebrow,
  intro,
  tone = 'default',
  align = 'left',
  width = 'large',
  id,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <Box
      ref={ref as Ref<HTMLDivElement>}
      render={<section aria-labelledby={headingId} />}
      id={id}
      background={toneBackground[tone]}
      paddingY={{ mobile: 'xxlarge', desktop: 'xxxlarge' }}
      className={clsx(styles.section, className)}
    >
      <Container width={width}>
        <Stack space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
          <Stack space="small" className={clsx(styles.header, align === 'center' && styles.headerCentred)}>
            {eyebrow ? (
              <Text size="small" weight="semibold" tone="brandAccent">
                {eyebrow}
              </Text>
            ) : null}
            <Heading id={headingId} level={headingLevel} size={headingLevel === 1 ? '1' : '2'}>
              {heading}
            </Heading>
            {intro ? (
              <Text size="large" tone="secondary">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
