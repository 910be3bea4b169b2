import { dataSaverAttribute } from '@akoma/tokens';
import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../Button/Button';
import { Container } from '../Container/Container';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Stack } from '../Stack/Stack';
import { Tiles } from '../Tiles/Tiles';
import { VideoCard } from './VideoCard';

/**
 * Story posters are drawn inline (no image host): a team around a table at sunset. An
 * illustration, so its colours are content, not component styles.
 */
const teamPosterSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#sky)"/>
  <circle cx="520" cy="90" r="46" fill="#fde68a"/>
  <rect x="0" y="250" width="640" height="110" fill="#292524"/>
  <g transform="translate(-110 0)"><rect x="150" y="220" width="340" height="22" rx="8" fill="#57534e"/>
  <g fill="#1c1917"><circle cx="200" cy="170" r="26"/><rect x="172" y="196" width="56" height="46" rx="20"/>
  <circle cx="290" cy="160" r="28"/><rect x="260" y="188" width="60" height="54" rx="22"/>
  <circle cx="380" cy="165" r="27"/><rect x="351" y="192" width="58" height="50" rx="21"/>
  <circle cx="460" cy="172" r="25"/><rect x="433" y="197" width="54" height="45" rx="20"/></g></g>
</svg>`;

const teamPoster = { src: `data:image/svg+xml,${encodeURIComponent(teamPosterSvg)}`, alt: '', width: 640, height: 360 };

const lifeAtAkoma = 'https://www.youtube.com/watch?v=akoma-life-at-akoma';

const meta = {
  title: 'Content/VideoCard',
  component: VideoCard,
  args: {
    title: 'Life at Akoma',
    href: lifeAtAkoma,
    durationSeconds: 150,
    poster: teamPoster,
    description: 'Our team in Lagos on the rituals, stretch roles and wellbeing that shape a week at Akoma.',
  },
  // The story poster is a long data address: no control, or it would stretch the docs page.
  argTypes: { poster: { control: false } },
  // At the width of a card in the careers grid.
  render: (args) => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <VideoCard {...args} />
    </Container>
  ),
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const watchLinkName = 'Watch Now: Life at Akoma (2:30) (opens in a new tab)';

/** A careers video: poster, title, length and one "Watch Now" link that opens the video in a new tab. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Life at Akoma' })).toBeVisible();
    const link = canvas.getByRole('link', { name: watchLinkName });
    await expect(link).toHaveAttribute('href', lifeAtAkoma);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent(/^Watch Now/);
    // The length is shown as a clock reading and marked up as a duration machines understand.
    const length = canvas.getByText('2:30');
    await expect(length.tagName).toBe('TIME');
    await expect(length).toHaveAttribute('datetime', 'PT2M30S');
    await expect(length.parentElement).toHaveTextContent('Duration 2:30');
    // The poster is decorative: the title says what the video is.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** One tab stop per video: the poster is not a second link to the same place. */
export const OneTabStop: Story = {
  render: (args) => (
    <Stack space="medium">
      <Container width="xsmall" paddingX="none" marginX="none">
        <VideoCard {...args} />
      </Container>
      <div>
        <Button variant="ghost">Next control</Button>
      </div>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: watchLinkName });
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
  },
};

/** A press anywhere on the poster lands on the card's one link, so pointer users can click the picture. */
export const PosterOpensTheVideo: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: watchLinkName });
    const poster = canvasElement.querySelector('img') as HTMLImageElement;
    const box = poster.getBoundingClientRect();
    const pressed = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(pressed).toBe(link);
    const title = canvas.getByRole('heading', { name: 'Life at Akoma' }).getBoundingClientRect();
    await expect(document.elementFromPoint(title.left + 4, title.top + title.height / 2)).toBe(link);
  },
};

/**
 * With what watching costs on prepaid data, in the consumer's words: shown under the length and
 * given as the link's description, so a screen reader says it too.
 */
export const WithDataNote: Story = {
  args: { dataNote: 'YouTube, about 13 MB at 360p' },
  play: async ({ canvas }) => {
    const note = canvas.getByText('YouTube, about 13 MB at 360p');
    await expect(note).toBeVisible();
    const link = canvas.getByRole('link', { name: watchLinkName });
    await expect(link).toHaveAccessibleDescription('YouTube, about 13 MB at 360p');
  },
};

/** Without a poster, a placeholder in the theme's soft accent with the play mark: no external image. */
export const WithoutPoster: Story = {
  args: {
    title: 'Our story: transforming African workplaces',
    href: 'https://www.youtube.com/watch?v=akoma-our-story',
    poster: undefined,
    description: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    const link = canvas.getByRole('link', { name: 'Watch Now: Our story: transforming African workplaces (2:30) (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('2:30')).toHaveAttribute('datetime', 'PT2M30S');
  },
};

/** Any image element may be the poster, such as a `<picture>` with a described image for a testimonial. */
export const WithPosterElement: Story = {
  args: {
    title: 'ZestPay Fintech: how engagement turned around',
    href: 'https://www.youtube.com/watch?v=akoma-zestpay-story',
    durationSeconds: 180,
    actionLabel: 'Play testimonial',
    description: undefined,
    poster: (
      <picture>
        <img src={teamPoster.src} alt="The ZestPay leadership team around a table at sunset" width={640} height={360} />
      </picture>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'The ZestPay leadership team around a table at sunset' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Play testimonial: ZestPay Fintech: how engagement turned around (3:00) (opens in a new tab)' }),
    ).toBeVisible();
    await expect(canvas.getByText('3:00')).toHaveAttribute('datetime', 'PT3M');
  },
};

/** The careers page's two videos side by side, each its own heading and link. */
export const CareersVideos: Story = {
  render: (args) => (
    <Tiles columns={{ mobile: 1, tablet: 2 }} space="large">
      <VideoCard {...args} />
      <VideoCard
        {...args}
        title="How we hire: the Real-World Challenge"
        href="https://www.youtube.com/watch?v=akoma-how-we-hire"
        durationSeconds={180}
        description="Candidates and hiring managers on the five steps from Apply to Onboard."
      />
    </Tiles>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: watchLinkName })).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Watch Now: How we hire: the Real-World Challenge (3:00) (opens in a new tab)' }),
    ).toHaveFocus();
  },
};

/**
 * In the French edition (`frenchMessages`) the action says "Regarder"; its whole name gives the title,
 * the length and the new tab in French, and the length is introduced as "Durée".
 */
export const InFrench: Story = {
  args: {
    title: 'La vie chez Akoma',
    description:
      'Notre équipe d’Abidjan raconte les rituels, les missions formatrices et le bien-être qui rythment une semaine chez Akoma.',
  },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <Container lang="fr" width="xsmall" paddingX="none" marginX="none">
        <VideoCard {...args} />
      </Container>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'La vie chez Akoma' })).toBeVisible();
    await userEvent.tab();
    // Role names are compared as they are: a no-break space before ":", as French writes it.
    const link = canvas.getByRole('link', { name: 'Regarder\u00a0: La vie chez Akoma (2:30) (s’ouvre dans un nouvel onglet)' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveTextContent(/^Regarder/);
    await expect(canvas.getByText('2:30').parentElement).toHaveTextContent('Durée 2:30');
  },
};

/** On a phone the card takes the full width, the poster keeps its 16:9 frame and nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const frame = (canvasElement.querySelector('img') as HTMLImageElement).getBoundingClientRect();
    await expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    const link = canvas.getByRole('link', { name: watchLinkName });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** What a screen reader says: the title as a heading, the length, and the one link with its full name. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 30 && !(await virtual.lastSpokenPhrase()).startsWith('end of link'); step += 1) {
        await virtual.next();
      }
      const spoken = await virtual.spokenPhraseLog();
      // The decorative poster is skipped; the card opens with its heading.
      await expect(spoken[0]).toBe('heading, Life at Akoma, level 3');
      await expect(spoken.slice(1, 7)).toEqual(['paragraph', 'Duration', 'time', '2:30', 'end of time', 'end of paragraph']);
      await expect(spoken).toContain(`link, ${watchLinkName}`);
      await expect(spoken.filter((phrase) => phrase.startsWith('link,'))).toHaveLength(1);
    } finally {
      await virtual.stop();
    }
  },
};

/**
 * Under the data saver (toolbar: Data saver) no video preview is fetched: the card shows its themed
 * placeholder with the play mark instead of the poster, and keeps its title, length and link.
 */
export const UnderTheDataSaver: Story = {
  globals: { dataSaver: 'on' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Life at Akoma' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: watchLinkName })).toHaveAttribute('href', lifeAtAkoma);
  },
};

/**
 * A card drawn before the data saver was known (a prerendered page, until it hydrates) hides its
 * poster once `<html>` has the attribute, and a lazy image that is not displayed is never fetched.
 */
export const TestPrerenderedPosterUnderTheDataSaver: Story = {
  name: 'Test: a prerendered poster is hidden under the data saver',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const poster = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(poster).toBeVisible();
    document.documentElement.setAttribute(dataSaverAttribute, '');
    try {
      await expect(poster).not.toBeVisible();
      await expect(getComputedStyle(poster).display).toBe('none');
    } finally {
      document.documentElement.removeAttribute(dataSaverAttribute);
    }
  },
};
