import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, within } from 'storybook/test';

import { Badge } from '../Badge/Badge';
import { Container } from '../Container/Container';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { IconDownload } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Tiles } from '../Tiles/Tiles';
import { Card, CardLink, cardShadows, cardTones } from './Card';

/** Where a card's link was asked to go; the link's onClick records it instead of leaving the page. */
const followLink = fn();
const downloadReport = fn();

const recordFollow = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  followLink(event.currentTarget.getAttribute('href'));
};

/** A decorative picture for the media slot (stories have no photographs). */
function Illustration() {
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" focusable="false">
      <rect width="320" height="160" fill="currentColor" opacity="0.08" />
      <circle cx="80" cy="80" r="44" fill="currentColor" opacity="0.16" />
      <circle cx="160" cy="80" r="44" fill="currentColor" opacity="0.12" />
      <circle cx="240" cy="80" r="44" fill="currentColor" opacity="0.16" />
    </svg>
  );
}

const meta = {
  title: 'Content/Card',
  component: Card,
  args: {
    children: (
      <Stack space="small">
        <Heading level={3} size="4">
          Build Capability
        </Heading>
        <Text tone="secondary">Leadership academies, learning paths on TWU and coaching that turn potential into performance.</Text>
      </Stack>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    shadow: { control: 'inline-radio', options: cardShadows },
  },
  beforeEach: () => {
    followLink.mockClear();
    downloadReport.mockClear();
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain surface with a heading and text; no link, nothing to press. */
export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Build Capability' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The three surfaces, with and without a shadow. Text keeps a listed contrast pair on each. */
export const TonesAndShadows: Story = {
  render: () => (
    <Tiles columns={{ mobile: 1, tablet: 3 }} space="large">
      <Card render={<article />} tone="default" shadow="small">
        <Stack space="small">
          <Heading level={3} size="4">
            Build Capability
          </Heading>
          <Text tone="secondary">Default surface, small shadow.</Text>
        </Stack>
      </Card>
      <Card render={<article />} tone="muted">
        <Stack space="small">
          <Heading level={3} size="4">
            Fuel Wellbeing
          </Heading>
          <Text tone="secondary">Muted surface, for cards on a white band.</Text>
        </Stack>
      </Card>
      <Card render={<article />} tone="accent" shadow="medium">
        <Stack space="small">
          <Heading level={3} size="4" tone="brandAccent">
            Drive Performance
          </Heading>
          <Text tone="secondary">Accent surface, to single one card out.</Text>
        </Stack>
      </Card>
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(3);
    await expect(new Set(cards.map((card) => getComputedStyle(card).backgroundColor)).size).toBe(3);
  },
};

/** A picture on top, edge to edge; decorative pictures are hidden from assistive technology. */
export const WithMedia: Story = {
  args: { media: <Illustration />, shadow: 'small' },
  render: (args) => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <Card {...args} />
    </Container>
  ),
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Build Capability' });
    const picture = canvasElement.querySelector('svg') as SVGElement;
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

function ArticleCard({
  title,
  href,
  category,
  excerpt,
  readTime,
}: {
  title: string;
  href: string;
  category: string;
  excerpt: string;
  readTime: string;
}) {
  return (
    <Card render={<article />} media={<Illustration />}>
      <Stack space="small">
        <Inline space="xsmall">
          <Badge tone="brandAccent">{category}</Badge>
          <Badge trend="up">+24%</Badge>
        </Inline>
        <Heading level={3} size="4">
          <CardLink href={href} onClick={recordFollow}>
            {title}
          </CardLink>
        </Heading>
        <Text tone="secondary">{excerpt}</Text>
        <Text size="small" tone="secondary">
          {readTime}
        </Text>
      </Stack>
    </Card>
  );
}

const article = {
  title: 'Why Hybrid Work Is Reshaping Talent Retention in Lagos',
  href: '/insights/articles/hybrid-work-talent-retention',
  category: 'Performance',
  excerpt: 'Remote work adoption in Nigeria stands at 45%. What it means for the people you most want to keep.',
  readTime: '6 min read',
};

/** A clickable article card: one link, named by the heading, reached by Tab and followed with Enter; the whole card shows focus. */
export const LinkedCardWithKeyboard: Story = {
  render: () => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <ArticleCard {...article} />
    </Container>
  ),
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article');
    const links = within(card).getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = within(card).getByRole('link', { name: article.title });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(followLink).toHaveBeenCalledWith(article.href);
  },
};

/** Clicking anywhere on the card (here, on its excerpt) follows its one link. */
export const LinkedCardWithPointer: Story = {
  render: () => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <ArticleCard {...article} />
    </Container>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: article.title });
    /** What a pointer at the middle of this element would hit. */
    const hitAt = (element: Element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return document.elementFromPoint(left + width / 2, top + height / 2);
    };
    // The link's overlay covers the picture, the badges and the text.
    const picture = canvas.getByRole('article').querySelector('svg') as SVGElement;
    for (const part of [picture, canvas.getByText('Performance'), canvas.getByText(article.excerpt), canvas.getByText(article.readTime)]) {
      await expect(hitAt(part)).toBe(link);
    }
    await userEvent.click(hitAt(canvas.getByText(article.excerpt)) as HTMLElement);
    await expect(followLink).toHaveBeenCalledOnce();
    await expect(followLink).toHaveBeenCalledWith(article.href);
  },
};

/** Other controls in a linked card stay usable above the overlay: Download downloads, it does not follow the link. */
export const LinkedCardWithAnotherAction: Story = {
  render: () => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <Card render={<article />} tone="muted">
        <Stack space="small">
          <Badge tone="info">Research Report</Badge>
          <Heading level={3} size="4">
            <CardLink href="/insights/reports/future-of-work-africa-2025" onClick={recordFollow}>
              The Future of Work in Africa 2025
            </CardLink>
          </Heading>
          <Text size="small" tone="secondary">
            48 pages, published August 2025, downloaded 2,340 times
          </Text>
          <Inline space="small">
            <Button variant="secondary" size="small" icon={<IconDownload />} onClick={downloadReport}>
              Download
            </Button>
          </Inline>
        </Stack>
      </Card>
    </Container>
  ),
  play: async ({ canvas, userEvent }) => {
    const download = canvas.getByRole('button', { name: 'Download' });
    // Keyboard: the link, then the button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'The Future of Work in Africa 2025' })).toHaveFocus();
    await userEvent.tab();
    await expect(download).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(downloadReport).toHaveBeenCalledOnce();
    // Pointer: what a click on the button's centre would hit is the button, not the overlay.
    const { left, top, width, height } = download.getBoundingClientRect();
    const target = document.elementFromPoint(left + width / 2, top + height / 2);
    await expect(download).toContainElement(target as HTMLElement);
    await userEvent.click(target as HTMLElement);
    await expect(downloadReport).toHaveBeenCalledTimes(2);
    await expect(followLink).not.toHaveBeenCalled();
  },
};

const products = [
  {
    name: 'TWU',
    category: 'Capability Building',
    tagline: 'A learning platform for every role, on any phone.',
    href: '/signature-products/twu',
  },
  {
    name: 'WellPaddy',
    category: 'Wellbeing',
    tagline: 'A wellness hub rooted in African heritage and care.',
    href: '/signature-products/wellpaddy',
  },
  {
    name: 'IndyOps',
    category: 'Performance',
    tagline: 'An agile execution system that turns strategy into weekly wins.',
    href: '/signature-products/indyops',
  },
];

/** Product cards in a grid: one column on phones, three on desktops; every card is one link. */
export const ProductGrid: Story = {
  render: () => (
    <Tiles columns={{ mobile: 1, desktop: 3 }} space="large">
      {products.map(({ name, category, tagline, href }) => (
        <Card key={name} shadow="small" media={<Illustration />}>
          <Stack space="small">
            <Badge tone="brandAccent">{category}</Badge>
            <Heading level={3} size="4">
              <CardLink href={href} onClick={recordFollow}>
                {name}
              </CardLink>
            </Heading>
            <Text tone="secondary">{tagline}</Text>
          </Stack>
        </Card>
      ))}
    </Tiles>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['TWU', 'WellPaddy', 'IndyOps']);
    await userEvent.click(canvas.getByRole('link', { name: 'WellPaddy' }));
    await expect(followLink).toHaveBeenCalledWith('/signature-products/wellpaddy');
  },
};

/** The product grid on a phone: cards stack, and nothing scrolls sideways. */
export const ProductGridOnPhone: Story = {
  ...ProductGrid,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const tops = ['TWU', 'WellPaddy', 'IndyOps'].map((name) => canvas.getByRole('link', { name }).getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A testimonial on the accent surface; the text inside switches to the colour that reads on it. */
export const Testimonial: Story = {
  render: () => (
    <Container width="small" paddingX="none" marginX="none">
      <Card tone="accent" render={<figure />}>
        <Stack space="medium">
          <blockquote>
            <Text size="large">“Akoma helped us rebuild how our teams learn and lead. Retention is up, and our people feel it.”</Text>
          </blockquote>
          <figcaption>
            <Text weight="semibold">Adaeze Okafor</Text>
            <Text size="small" tone="secondary">
              Chief People Officer, ZestPay Fintech
            </Text>
          </figcaption>
        </Stack>
      </Card>
    </Container>
  ),
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(within(figure).getByText(/Retention is up/)).toBeVisible();
    await expect(getComputedStyle(canvas.getByText(/Chief People Officer/)).color).toBe(
      getComputedStyle(canvas.getByText('Adaeze Okafor')).color,
    );
  },
};

/** What a screen reader says for a linked card: the article, its heading as one named link, the text. */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  render: () => (
    <Container width="xsmall" paddingX="none" marginX="none">
      <ArticleCard {...article} />
    </Container>
  ),
  play: async ({ canvasElement }) => {
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 12; step += 1) await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      // One link, named by the heading; the decorative picture and the overlay say nothing.
      await expect(spoken).toEqual([
        'article',
        'Performance',
        '+24%',
        'up',
        `heading, ${article.title}, level 3`,
        `link, ${article.title}`,
        `end of heading, ${article.title}, level 3`,
        'paragraph',
        article.excerpt,
        'end of paragraph',
        'paragraph',
        '6 min read',
        'end of paragraph',
      ]);
    } finally {
      await virtual.stop();
    }
  },
};
