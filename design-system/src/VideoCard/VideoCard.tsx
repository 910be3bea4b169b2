import type * as Ariakit from '@ariakit/react';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

import { ButtonLink } from '../ButtonLink/ButtonLink';
import { useDataSaverOn } from '../dataSaver';
import { useComponentMessages } from '../DesignSystemProvider/DesignSystemProvider';
import { videoCardMessages } from './VideoCard.messages';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { IconClock, IconPlay } from '../Icon/icons';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatDurationClock, formatDurationIso } from './formatDuration';
import * as styles from './VideoCard.css';
import { Role } from '../private/parts/Role';

/** A poster image by address, with its intrinsic size so the browser reserves its space. */
export interface VideoPosterImage {
  /** The image's address (self-hosted, so the page needs no third-party image host). */
  src: string;
  /** Describes the image when it adds something the title does not; empty when the title says it all. @default '' */
  alt?: string;
  /** The image's intrinsic width in pixels. */
  width: number;
  /** The image's intrinsic height in pixels. */
  height: number;
}

export interface VideoCardProps extends Omit<Ariakit.RoleProps, 'children' | 'title'> {
  /** The video's title, shown as the card's heading and repeated in the action's accessible name. */
  title: string;
  /** The video's address on its host; it opens in a new tab. */
  href: string;
  /** The video's length in seconds, shown as "2:30". */
  durationSeconds: number;
  /**
   * A poster: `{ src, alt, width, height }`, or any image element. Without one, and under the data
   * saver (no video previews there), a themed placeholder shows.
   */
  poster?: VideoPosterImage | ReactNode;
  /** A sentence about the video, under its title. */
  description?: ReactNode;
  /** What the action says; the video's title and length are added for screen readers. @default the provider's `messages.watchVideo` ('Watch Now') */
  actionLabel?: string;
  /** The heading level of the title, to fit the page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /**
   * What watching costs a visitor on prepaid data, in the consumer's words, shown under the length
   * and given as the action's description: "YouTube, about 13 MB at 360p".
   */
  dataNote?: ReactNode;
}

function isPosterImage(poster: VideoPosterImage | ReactNode): poster is VideoPosterImage {
  return typeof poster === 'object' && poster !== null && 'src' in poster;
}

/**
 * A video hosted elsewhere: poster, title, length and one "Watch Now" link that opens it in a new
 * tab. The whole card, poster included, responds to a click, yet it is a single link and a single
 * tab stop, named with the title and the length ("Watch Now: Life at Akoma (2:30)").
 */
export function VideoCard({
  ref,
  title,
  href,
  durationSeconds,
  poster,
  description,
  actionLabel,
  headingLevel = 3,
  dataNote,
  className,
  ...props
}: VideoCardProps) {
  const messages = useComponentMessages(videoCardMessages);
  const action = actionLabel ?? messages.watchVideo;
  const clock = formatDurationClock(durationSeconds);
  const dataSaver = useDataSaverOn();
  const dataNoteId = useId();

  return (
    <Role.div ref={ref} {...props} className={clsx(styles.card, className)}>
      <div className={styles.poster}>
        {/* Under the data saver, no preview is fetched: the placeholder stands in for the poster. */}
        {dataSaver ? null : isPosterImage(poster) ? (
          <img src={poster.src} alt={poster.alt ?? ''} width={poster.width} height={poster.height} loading="lazy" decoding="async" />
        ) : (
          poster
        )}
        <span className={styles.playBadge} aria-hidden="true">
          <IconPlay size="large" className={styles.playIcon} />
        </span>
      </div>
      <Stack space="xsmall">
        <Heading level={headingLevel} size="4">
          {title}
        </Heading>
        <Text size="small" tone="secondary" className={styles.duration}>
          <IconClock size="small" />
          <VisuallyHidden>{`${messages.videoDuration} `}</VisuallyHidden>
          <time dateTime={formatDurationIso(durationSeconds)}>{clock}</time>
        </Text>
        {dataNote ? (
          <Text id={dataNoteId} size="small" tone="secondary">
            {dataNote}
          </Text>
        ) : null}
        {description ? <Text tone="secondary">{description}</Text> : null}
      </Stack>
      <div>
        <ButtonLink
          href={href}
          external
          variant="secondary"
          icon={<IconPlay />}
          className={styles.stretchedLink}
          aria-describedby={dataNote ? dataNoteId : undefined}
        >
          {/* The whole name is spoken as one phrase; split across elements it would gain a stray space ("Watch Now : ..."). */}
          <span aria-hidden="true">{action}</span>
          <VisuallyHidden>{messages.videoLinkName(action, title, clock)}</VisuallyHidden>
        </ButtonLink>
      </div>
    </Role.div>
  );
}
