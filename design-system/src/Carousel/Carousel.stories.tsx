import { vars } from '@akoma/tokens';
import { virtual } from '@guidepup/virtual-screen-reader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Container } from '../Container/Container';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { Heading } from '../Heading/Heading';
import { Image } from '../Image/Image';
import { tinyArtwork, webpArtwork } from '../Image/storyPictures';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Carousel, carouselVariants, type CarouselProps } from './Carousel';

// --- Content: the home page's testimonial carousel, the signature-products carousel and the home hero ---

const testimonials = [
  {
    company: 'ZestPay',
    quote: 'Akoma gave our managers the tools to lead hybrid teams. Decisions that took weeks now take days.',
    role: 'Chief People Officer',
    metric: '73% faster decisions',
  },
  {
    company: 'Savanna Foods',
    quote: 'WellPaddy changed how our plant teams talk about wellbeing. People stay because they feel seen.',
    role: 'Head of Human Resources',
    metric: '89% wellbeing score',
  },
  {
    company: 'GreenFields Agri',
    quote: 'IndyOps brought a weekly rhythm to our execution, and the numbers followed.',
    role: 'Chief Operating Officer',
    metric: '2.4x revenue growth',
  },
] as const;

const testimonialSlides = testimonials.map(({ company, quote, role, metric }) => (
  <Box key={company} background="surfaceMuted" padding="large" borderRadius="large">
    <Stack space="medium">
      <Text size="large" render={<blockquote />}>
        “{quote}”
      </Text>
      <Text weight="semibold">
        {role}, {company}
      </Text>
      <Text tone="secondary">{metric}</Text>
    </Stack>
  </Box>
));

const products = [
  {
    name: 'TWU',
    fullName: 'Transformation Workforce University',
    category: 'Capability Building',
    description: 'A learning platform with role-based paths that build the skills your organisation needs next.',
    href: '/signature-products/twu',
  },
  {
    name: 'WellPaddy',
    fullName: 'The WellPaddy wellness hub',
    category: 'Wellbeing',
    description: 'Check-ins, coaching and resources for wellbeing, rooted in African workplace culture.',
    href: '/signature-products/wellpaddy',
  },
  {
    name: 'IndyOps',
    fullName: 'The IndyOps agile execution system',
    category: 'Performance',
    description: 'Planning rhythms, scorecards and rituals that turn strategy into weekly delivery.',
    href: '/signature-products/indyops',
  },
] as const;

const productSlides = products.map(({ name, fullName, category, description, href }) => (
  <Box key={name} background="surfaceMuted" padding="large" borderRadius="large">
    <Stack space="small">
      <Text size="small" tone="brandAccent" weight="semibold">
        {category}
      </Text>
      <Heading level={3}>{name}</Heading>
      <Text weight="semibold">{fullName}</Text>
      <Text tone="secondary">{description}</Text>
      <Text>
        <Link href={href}>Explore {name}</Link>
      </Text>
    </Stack>
  </Box>
));

// Slide art made only of theme colours, so it follows the theme and needs no image files.
const fill = (colour: string) => ({ fill: colour });
const { background } = vars.color;

const heroArt = [
  <svg key="capability" role="img" aria-label="Build Capability: rising steps" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
    <rect width="1600" height="900" style={fill(background.brandAccentActive)} />
    <circle cx="1250" cy="260" r="380" style={fill(background.brandAccent)} />
    {[0, 1, 2, 3, 4].map((step) => (
      <rect
        key={step}
        x={160 + step * 240}
        y={700 - step * 110}
        width="200"
        height={200 + step * 110}
        rx="24"
        style={fill(background.brandAccentHover)}
      />
    ))}
  </svg>,
  <svg
    key="wellbeing"
    role="img"
    aria-label="Fuel Wellbeing: circles of people together"
    viewBox="0 0 1600 900"
    preserveAspectRatio="xMidYMid slice"
  >
    <rect width="1600" height="900" style={fill(background.inverse)} />
    <circle cx="800" cy="450" r="360" style={fill(background.positive)} />
    {[0, 1, 2, 3, 4, 5].map((seat) => (
      <circle
        key={seat}
        cx={800 + 300 * Math.cos((seat * Math.PI) / 3)}
        cy={450 + 300 * Math.sin((seat * Math.PI) / 3)}
        r="90"
        style={fill(background.positiveSoft)}
      />
    ))}
  </svg>,
  <svg
    key="performance"
    role="img"
    aria-label="Drive Performance: a chart climbing"
    viewBox="0 0 1600 900"
    preserveAspectRatio="xMidYMid slice"
  >
    <rect width="1600" height="900" style={fill(background.info)} />
    {[0, 1, 2, 3, 4, 5, 6].map((bar) => (
      <rect
        key={bar}
        x={120 + bar * 200}
        y={760 - bar * 90}
        width="140"
        height={140 + bar * 90}
        rx="16"
        style={fill(background.infoSoft)}
      />
    ))}
  </svg>,
];

const heroContent = (
  <Container paddingY="xxlarge">
    <Stack space="large">
      <Heading level={1}>Africa&apos;s most trusted workplace transformation partner</Heading>
      <Text size="large">Build Capability. Fuel Wellbeing. Drive Performance.</Text>
      <Inline space="small">
        <ButtonLink href="/contact">Start Your Transformation</ButtonLink>
      </Inline>
      <Inline space="large">
        <Text weight="semibold">500+ professionals transformed</Text>
        <Text weight="semibold">5+ countries</Text>
        <Text weight="semibold">10+ organizations</Text>
      </Inline>
      <Text tone="secondary">Trusted by banks, pan-African corporations, tech innovators and healthcare leaders.</Text>
    </Stack>
  </Container>
);

const heroArgs = {
  variant: 'background',
  'aria-label': 'Akoma in pictures',
  slides: heroArt,
  children: heroContent,
  autoplay: true,
} satisfies Partial<CarouselProps>;

// The same testimonials on the French edition: « » with no-break spaces inside, a narrow one before %.
const frenchTestimonials = [
  {
    company: 'ZestPay',
    quote:
      'Akoma a donné à nos managers les outils pour diriger des équipes hybrides. Les décisions qui prenaient des semaines se prennent en quelques jours.',
    role: 'Directrice du capital humain',
    metric: 'Décisions 73\u202f% plus rapides',
  },
  {
    company: 'Savanna Foods',
    quote:
      'WellPaddy a changé la façon dont nos équipes d’usine parlent du bien-être. Nos collaborateurs restent parce qu’ils se sentent reconnus.',
    role: 'Responsable des ressources humaines',
    metric: 'Score de bien-être de 89\u202f%',
  },
  {
    company: 'GreenFields Agri',
    quote: 'IndyOps a donné un rythme hebdomadaire à notre exécution, et les résultats ont suivi.',
    role: 'Directeur des opérations',
    metric: 'Chiffre d’affaires multiplié par 2,4',
  },
] as const;

const frenchTestimonialSlides = frenchTestimonials.map(({ company, quote, role, metric }) => (
  <Box key={company} background="surfaceMuted" padding="large" borderRadius="large">
    <Stack space="medium">
      <Text size="large" render={<blockquote />}>
        {`«\u00a0${quote}\u00a0»`}
      </Text>
      <Text weight="semibold">
        {role}, {company}
      </Text>
      <Text tone="secondary">{metric}</Text>
    </Stack>
  </Box>
));

// --- Story setup, and helpers that read the carousel as a visitor would ---

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: { 'aria-label': 'Client testimonials', slides: testimonialSlides, onIndexChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: carouselVariants },
    slides: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The slide on show: the only slide group exposed to assistive technology. */
const slideOnShow = (canvas: Canvas) => canvas.getByRole('group');
const button = (canvas: Canvas, name: string | RegExp) => canvas.getByRole('button', { name });
const dot = (canvas: Canvas, position: number) => button(canvas, `Go to slide ${String(position)}`);
const slidesContainer = (canvas: Canvas) => {
  const container = slideOnShow(canvas).parentElement;
  if (!container) throw new Error('A slide is always inside the slides container');
  return container;
};
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const expectShowing = (canvas: Canvas, label: string) => waitFor(() => expect(slideOnShow(canvas)).toHaveAccessibleName(label));

// --- Content variant ---

/** Three client testimonials; the first is on show, announced "1 of 3", and its dot is marked current. */
export const Testimonials: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Client testimonials' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slideOnShow(canvas)).toHaveAccessibleName('1 of 3');
    await expect(slideOnShow(canvas)).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slideOnShow(canvas)).toHaveTextContent(/ZestPay/);
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(dot(canvas, 1)).toHaveAttribute('aria-current', 'true');
    await expect(dot(canvas, 2)).not.toHaveAttribute('aria-current');
    await expect(dot(canvas, 3)).not.toHaveAttribute('aria-current');
    // Without autoplay there is nothing to pause.
    await expect(canvas.queryByRole('button', { name: /slide show/ })).toBeNull();
  },
};

/** Next and Previous move one slide, wrapping round both ways; each change is reported. */
export const NextAndPreviousWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '2 of 3');
    await expect(slideOnShow(canvas)).toHaveTextContent(/Savanna Foods/);
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '3 of 3');
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '1 of 3');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(button(canvas, 'Previous slide'));
    await expectShowing(canvas, '3 of 3');
    await expect(dot(canvas, 3)).toHaveAttribute('aria-current', 'true');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

/** Tab reaches Previous, the dots and Next in order; Enter and Space press them; the focus ring shows. */
export const NextAndPreviousWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const previous = button(canvas, 'Previous slide');
    await expect(previous).toHaveFocus();
    await expect(getComputedStyle(previous).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expectShowing(canvas, '3 of 3');
    await userEvent.tab();
    await expect(dot(canvas, 1)).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const next = button(canvas, 'Next slide');
    await expect(next).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectShowing(canvas, '1 of 3');
    await userEvent.keyboard('{Enter}');
    await expectShowing(canvas, '2 of 3');
    await expect(next).toHaveFocus();
  },
};

/** A dot jumps straight to its slide and is marked current, by a larger filled shape as well as colour. */
export const DotsJumpAndMarkCurrent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(dot(canvas, 3));
    await expectShowing(canvas, '3 of 3');
    await expect(dot(canvas, 3)).toHaveAttribute('aria-current', 'true');
    await expect(dot(canvas, 1)).not.toHaveAttribute('aria-current');
    await waitFor(() =>
      expect(Number.parseFloat(getComputedStyle(dot(canvas, 3), '::before').width)).toBeGreaterThan(
        Number.parseFloat(getComputedStyle(dot(canvas, 1), '::before').width),
      ),
    );
    // With the keyboard: back from dot 3 to dot 2, then Enter.
    await userEvent.tab({ shift: true });
    await expect(dot(canvas, 2)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectShowing(canvas, '2 of 3');
    await expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * The signature products (TWU, WellPaddy, IndyOps). Only the slide on show can take focus: the
 * others are inert. (Testing-library's `tab()` does not model `inert`, so the refusal is checked by
 * asking those links for focus directly, which the browser declines.)
 */
export const SignatureProducts: Story = {
  // Ends just after Embla's scroll to slide 2, which a screenshot can catch part-way; Starts On
  // Slide Two captures slide 2 of these products at rest.
  tags: ['no-visual'],
  args: { 'aria-label': 'Signature products', slides: productSlides },
  play: async ({ canvas, userEvent }) => {
    const hiddenLink = (name: string) => canvas.getByRole('link', { name, hidden: true });
    // Previous, three dots, Next, then the link in the slide on show.
    for (let stop = 0; stop < 6; stop += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Explore TWU' })).toHaveFocus();
    for (const name of ['Explore WellPaddy', 'Explore IndyOps']) {
      await expect(canvas.queryByRole('link', { name })).toBeNull();
      hiddenLink(name).focus();
      await expect(hiddenLink(name)).not.toHaveFocus();
    }
    // Once WellPaddy is on show, its link takes focus and TWU's no longer does.
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '2 of 3');
    const wellPaddy = canvas.getByRole('link', { name: 'Explore WellPaddy' });
    wellPaddy.focus();
    await expect(wellPaddy).toHaveFocus();
    hiddenLink('Explore TWU').focus();
    await expect(wellPaddy).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Explore TWU' })).toBeNull();
  },
};

/** Starts on slide 2 (a sub-route such as /signature-products/wellpaddy), already in view. */
export const StartsOnSlideTwo: Story = {
  args: { 'aria-label': 'Signature products', slides: productSlides, defaultIndex: 1 },
  play: async ({ canvas, args }) => {
    await expect(slideOnShow(canvas)).toHaveAccessibleName('2 of 3');
    await expect(slideOnShow(canvas)).toHaveTextContent(/WellPaddy/);
    await expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true');
    const region = canvas.getByRole('region', { name: 'Signature products' });
    await waitFor(() =>
      expect(Math.abs(slideOnShow(canvas).getBoundingClientRect().left - region.getBoundingClientRect().left)).toBeLessThan(1),
    );
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

const routes = ['/signature-products/twu', '/signature-products/wellpaddy', '/signature-products/indyops'] as const;

/** A page that keeps the slide in its own state, as a route does. */
function ProductsFollowingTheRoute({ onIndexChange }: Pick<CarouselProps, 'onIndexChange'>) {
  const [shown, setShown] = useState(1);
  return (
    <Stack space="medium">
      <Inline space="small">
        {routes.map((route, position) => (
          <Button key={route} variant="secondary" size="small" onClick={() => setShown(position)}>
            {route}
          </Button>
        ))}
      </Inline>
      <Text>On show: {products[shown]?.name}</Text>
      <Carousel
        aria-label="Signature products"
        slides={productSlides}
        index={shown}
        onIndexChange={(index) => {
          onIndexChange?.(index);
          setShown(index);
        }}
      />
    </Stack>
  );
}

/** Controlled: the parent's index brings a slide forward, and the carousel reports every change back. */
export const Controlled: Story = {
  render: (args) => <ProductsFollowingTheRoute {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(slideOnShow(canvas)).toHaveAccessibleName('2 of 3');
    await userEvent.click(button(canvas, '/signature-products/indyops'));
    await expectShowing(canvas, '3 of 3');
    await expect(slideOnShow(canvas)).toHaveTextContent(/IndyOps/);
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '1 of 3');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByText('On show: TWU')).toBeVisible();
  },
};

/** Switching slides never changes the height of the page: the tallest slide sets it from the start. */
export const KeepsItsHeight: Story = {
  name: 'Test: height stays put while slides change',
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Client testimonials' });
    const height = region.getBoundingClientRect().height;
    for (const label of ['2 of 3', '3 of 3', '1 of 3']) {
      await userEvent.click(button(canvas, 'Next slide'));
      await expectShowing(canvas, label);
      await expect(region.getBoundingClientRect().height).toBe(height);
      await sleep(100);
      await expect(region.getBoundingClientRect().height).toBe(height);
    }
  },
};

/** Inside an indented layout (the page gutter), each slide on show fills the view exactly, however it got there. */
export const LinesUpInsideALayout: Story = {
  name: 'Test: the slide on show lines up with the carousel inside a page gutter',
  args: { 'aria-label': 'Signature products', slides: productSlides, defaultIndex: 2 },
  render: (args) => (
    <Container width="medium">
      <Carousel {...args} />
    </Container>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Signature products' });
    const expectLinedUp = () =>
      waitFor(
        async () => {
          const slide = slideOnShow(canvas).getBoundingClientRect();
          const edges = region.getBoundingClientRect();
          await expect(Math.abs(slide.left - edges.left)).toBeLessThan(1);
          await expect(Math.abs(slide.right - edges.right)).toBeLessThan(1);
          // The slide glides into place: give a busy machine time to finish the animation.
        },
        { timeout: 3000 },
      );
    await expect(region.getBoundingClientRect().left).toBeGreaterThan(0);
    await expectLinedUp();
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '1 of 3');
    await expectLinedUp();
    await userEvent.click(dot(canvas, 2));
    await expectShowing(canvas, '2 of 3');
    await expectLinedUp();
  },
};

/** A page that lets the visitor slow the rotation down, which restarts Embla with a new interval. */
function HeroWithAdjustableInterval(args: CarouselProps) {
  const [interval, setRotationInterval] = useState(5000);
  return (
    <Stack space="medium">
      <Inline space="small">
        <Button variant="secondary" size="small" onClick={() => setRotationInterval(8000)}>
          Slow the slide show down
        </Button>
      </Inline>
      <Carousel {...heroArgs} onIndexChange={args.onIndexChange} interval={interval} />
    </Stack>
  );
}

/** Changing the interval restarts Embla under the hood; the slide on show and the rotation carry on. */
export const KeepsItsPlaceWhenRestarted: Story = {
  name: 'Test: a new interval keeps the slide on show',
  render: (args) => <HeroWithAdjustableInterval {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(dot(canvas, 2));
    await expectShowing(canvas, '2 of 3');
    await userEvent.click(button(canvas, 'Slow the slide show down'));
    await sleep(200);
    await expect(slideOnShow(canvas)).toHaveAccessibleName('2 of 3');
    const region = canvas.getByRole('region', { name: 'Akoma in pictures' });
    await expect(Math.abs(slideOnShow(canvas).getBoundingClientRect().left - region.getBoundingClientRect().left)).toBeLessThan(1);
    await expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true');
    await expect(button(canvas, 'Pause slide show')).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenCalledTimes(1);
  },
};

/** On a 320 px phone the carousel fits: no sideways scrolling, every control on screen. */
export const OnSmallPhone: Story = {
  args: { 'aria-label': 'Signature products', slides: productSlides },
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Previous slide', 'Go to slide 1', 'Go to slide 3', 'Next slide']) {
      const { right } = button(canvas, name).getBoundingClientRect();
      await expect(right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/**
 * In the French edition (`frenchMessages`) the carousel is announced as a "carrousel", each slide as
 * a "diapositive" with its place ("2 sur 3"), and every control has its French name.
 */
export const InFrench: Story = {
  args: { 'aria-label': 'Témoignages de clients', slides: frenchTestimonialSlides, autoplay: true },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <Carousel {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Témoignages de clients' })).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(slideOnShow(canvas)).toHaveAttribute('aria-roledescription', 'diapositive');
    await userEvent.click(button(canvas, 'Mettre le diaporama en pause'));
    await expect(button(canvas, 'Lancer le diaporama')).toHaveFocus();
    await expect(slideOnShow(canvas)).toHaveAccessibleName('1 sur 3');
    await expect(button(canvas, 'Aller à la diapositive 1')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(button(canvas, 'Diapositive suivante'));
    await expectShowing(canvas, '2 sur 3');
    await userEvent.click(button(canvas, 'Aller à la diapositive 3'));
    await expectShowing(canvas, '3 sur 3');
    await userEvent.click(button(canvas, 'Diapositive précédente'));
    await expectShowing(canvas, '2 sur 3');
    await expect(slideOnShow(canvas)).toHaveTextContent(/Savanna Foods/);
  },
};

// --- Background variant ---

/**
 * The home hero: full-bleed art rotating every 5 s behind constant content, controls on a dark pill
 * at the bottom, with the pause control first in the tab order.
 */
export const HeroBackground: Story = {
  args: heroArgs,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Akoma in pictures' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(slideOnShow(canvas)).toHaveAccessibleName('1 of 3');
    await expect(canvas.getByRole('img', { name: /Build Capability/ })).toBeInTheDocument();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'off');
    await userEvent.tab();
    const pause = button(canvas, 'Pause slide show');
    await expect(pause).toHaveFocus();
    await expect(getComputedStyle(pause).outlineStyle).toBe('solid');
    await userEvent.click(dot(canvas, 3));
    await expectShowing(canvas, '3 of 3');
    await expect(canvas.getByRole('img', { name: /Drive Performance/ })).toBeInTheDocument();
  },
};

// Photographs as the site's image pipeline makes them: each a <picture> offering WebP, with its placeholder.
const heroPhotographs = ['Build Capability', 'Fuel Wellbeing', 'Drive Performance'].map((pillar, index) => (
  <Image
    key={pillar}
    src={webpArtwork}
    alt={`${pillar}: a workshop in Lagos`}
    width={160}
    height={90}
    sources={[{ type: 'image/webp', srcSet: `${webpArtwork} 160w` }]}
    sizes="100vw"
    placeholder={tinyArtwork}
    priority={index === 0}
  />
));

/**
 * Photographs instead of drawings: each picture, offered in several formats, still covers the whole
 * hero, even on a phone, where the hero is taller than the photograph's shape.
 */
export const HeroWithPhotographs: Story = {
  args: { ...heroArgs, slides: heroPhotographs, autoplay: false },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const photograph = canvas.getByRole<HTMLImageElement>('img', { name: 'Build Capability: a workshop in Lagos' });
    await expect(photograph.closest('picture')).not.toBeNull();
    const slide = slideOnShow(canvas).getBoundingClientRect();
    const shown = photograph.getBoundingClientRect();
    await expect(Math.abs(shown.width - slide.width)).toBeLessThan(1);
    await expect(Math.abs(shown.height - slide.height)).toBeLessThan(1);
    await expect(getComputedStyle(photograph).objectFit).toBe('cover');
  },
};

/** The home hero's carousel: three dot buttons to choose a slide, and no Previous or Next. */
export const HeroWithDotsOnly: Story = {
  args: { ...heroArgs, withPreviousNext: false },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await userEvent.tab();
    await expect(button(canvas, 'Pause slide show')).toHaveFocus();
    await userEvent.tab();
    await expect(dot(canvas, 1)).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectShowing(canvas, '2 of 3');
    await expect(dot(canvas, 2)).toHaveAttribute('aria-current', 'true');
  },
};

/** With autoplay on, the slides advance by themselves, and the slides container is not a live region meanwhile. */
export const AutoplayAdvances: Story = {
  args: { ...heroArgs, interval: 600 },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await expect(button(canvas, 'Pause slide show')).toBeVisible();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(slideOnShow(canvas)).toHaveAccessibleName('2 of 3'), { timeout: 3000 });
    await waitFor(() => expect(slideOnShow(canvas)).toHaveAccessibleName('3 of 3'), { timeout: 3000 });
    await expect(dot(canvas, 3)).toHaveAttribute('aria-current', 'true');
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'off');
  },
};

/** Pause stops the rotation and flips to "Play slide show"; it stays paused until Play is pressed. */
export const PauseButtonStopsRotation: Story = {
  args: { ...heroArgs, interval: 600 },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(button(canvas, 'Pause slide show'));
    const play = button(canvas, 'Play slide show');
    await expect(play).toBeVisible();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite');
    const shown = slideOnShow(canvas).getAttribute('aria-label') ?? '';
    await userEvent.unhover(play);
    await sleep(1500);
    await expect(slideOnShow(canvas)).toHaveAccessibleName(shown);
    await userEvent.click(play);
    await expect(button(canvas, 'Pause slide show')).toHaveFocus();
    await waitFor(() => expect(slideOnShow(canvas)).not.toHaveAccessibleName(shown), { timeout: 3000 });
  },
};

/** Resting the pointer on the carousel pauses it; moving away resumes. */
export const HoverPauses: Story = {
  args: { ...heroArgs, interval: 600 },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    const headline = canvas.getByRole('heading', { level: 1 });
    await userEvent.hover(headline);
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite');
    await expect(button(canvas, 'Pause slide show')).toBeVisible();
    await sleep(1500);
    await expect(slideOnShow(canvas)).toHaveAccessibleName('1 of 3');
    await userEvent.unhover(headline);
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(slideOnShow(canvas)).toHaveAccessibleName('2 of 3'), { timeout: 3000 });
  },
};

/** Focus on a control inside pauses it (the slides container becomes polite); back on Pause, it rotates again. */
export const FocusInsidePauses: Story = {
  args: { ...heroArgs, interval: 600 },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(button(canvas, 'Pause slide show')).toHaveFocus();
    await userEvent.tab();
    await expect(button(canvas, 'Previous slide')).toHaveFocus();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite');
    const shown = slideOnShow(canvas).getAttribute('aria-label') ?? '';
    await sleep(1500);
    await expect(slideOnShow(canvas)).toHaveAccessibleName(shown);
    await userEvent.tab({ shift: true });
    await expect(button(canvas, 'Pause slide show')).toHaveFocus();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(slideOnShow(canvas)).not.toHaveAccessibleName(shown), { timeout: 3000 });
  },
};

/** Pressing on the slides to drag them hands control to the visitor: rotation stops as if Pause were pressed. */
export const DragStopsRotation: Story = {
  name: 'Test: dragging the slides stops the rotation',
  args: { autoplay: true, interval: 600 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.pointer({ keys: '[MouseLeft]', target: slideOnShow(canvas) });
    await userEvent.unhover(canvas.getByRole('region', { name: 'Client testimonials' }));
    await expect(button(canvas, 'Play slide show')).toBeVisible();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite');
    await sleep(1500);
    await expect(slideOnShow(canvas)).toHaveAccessibleName('1 of 3');
  },
};

/** Scrolled out of view, a rotating hero holds its slide (still "playing": the control says Pause); back in view, it goes on. */
export const HoldsItsSlideOutOfView: Story = {
  name: 'Test: out of view, the rotation holds',
  // A timed journey whose picture is the hero's own (HeroBackground).
  tags: ['no-visual'],
  args: { ...heroArgs, interval: 600 },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <Carousel {...args} />
      {/* The rest of a long page, so the hero can be scrolled out of view. */}
      <div style={{ minBlockSize: '200vh' }} />
    </>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Akoma in pictures' });
    await waitFor(() => expect(slideOnShow(canvas)).toHaveAccessibleName('2 of 3'), { timeout: 3000 });
    window.scrollTo({ top: region.getBoundingClientRect().bottom + window.scrollY + 10, behavior: 'instant' });
    await expect(region.getBoundingClientRect().bottom).toBeLessThan(0);
    // The rotation stops once the browser reports the carousel out of view, within a frame or two.
    await waitFor(() => expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite'));
    const held = slideOnShow(canvas).getAttribute('aria-label') ?? '';
    await sleep(1500);
    await expect(slideOnShow(canvas)).toHaveAccessibleName(held);
    await expect(button(canvas, 'Pause slide show')).toBeInTheDocument();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'off'));
    await waitFor(() => expect(slideOnShow(canvas)).not.toHaveAccessibleName(held), { timeout: 3000 });
  },
};

/**
 * Under reduced motion (here `data-motion="reduce"`, as an app sets on slow connections) autoplay
 * does not start, and moving between slides jumps instead of sliding. The visitor may still press Play.
 */
export const AutoplayUnderReducedMotion: Story = {
  args: { ...heroArgs, interval: 600 },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    document.documentElement.dataset.motion = 'reduce';
    return () => {
      delete document.documentElement.dataset.motion;
    };
  },
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Akoma in pictures' });
    await expect(button(canvas, 'Play slide show')).toBeVisible();
    await expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite');
    await sleep(1500);
    await expect(slideOnShow(canvas)).toHaveAccessibleName('1 of 3');
    await userEvent.click(button(canvas, 'Next slide'));
    await expectShowing(canvas, '2 of 3');
    await nextFrame();
    await nextFrame();
    // Already in place two frames later: no sliding animation.
    await expect(Math.abs(slideOnShow(canvas).getBoundingClientRect().left - region.getBoundingClientRect().left)).toBeLessThan(1);
    await userEvent.click(button(canvas, 'Play slide show'));
    await expect(button(canvas, 'Pause slide show')).toBeVisible();
    await waitFor(() => expect(slideOnShow(canvas)).toHaveAccessibleName('3 of 3'), { timeout: 3000 });
  },
};

/** The hero on a phone: the section grows to fit its content, and nothing scrolls sideways. */
export const HeroOnPhone: Story = {
  args: heroArgs,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const region = canvas.getByRole('region', { name: 'Akoma in pictures' });
    const next = button(canvas, 'Next slide');
    await expect(next).toBeVisible();
    await expect(next.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(next.getBoundingClientRect().bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom);
    const headline = canvas.getByRole('heading', { level: 1 });
    await expect(headline.getBoundingClientRect().top).toBeGreaterThanOrEqual(region.getBoundingClientRect().top);
  },
};

/** What a screen reader says: the carousel region, its controls, and the slide on show as "1 of 3". */
export const TestScreenReaderAnnouncements: Story = {
  name: 'Test: screen reader announcements',
  args: { autoplay: true },
  play: async ({ canvasElement, canvas, userEvent }) => {
    // The visitor's pointer rests on the carousel, so it holds still while being read.
    await userEvent.hover(canvas.getByRole('region', { name: 'Client testimonials' }));
    await waitFor(() => expect(slidesContainer(canvas)).toHaveAttribute('aria-live', 'polite'));
    await virtual.start({ container: canvasElement });
    try {
      for (let step = 0; step < 7; step += 1) await virtual.next();
      const spoken = await virtual.spokenPhraseLog();
      await expect(spoken).toEqual([
        'carousel, Client testimonials',
        'button, Pause slide show',
        'button, Previous slide',
        'button, Go to slide 1, current item',
        'button, Go to slide 2',
        'button, Go to slide 3',
        'button, Next slide',
        'slide, 1 of 3',
      ]);
      // Read on to the end: the slides off screen are never read.
      for (let step = 0; step < 15; step += 1) await virtual.next();
      const everything = await virtual.spokenPhraseLog();
      await expect(everything.at(-2)).toBe('end of slide, 1 of 3');
      await expect(everything.at(-1)).toBe('end of carousel, Client testimonials');
      await expect(everything).toContain(
        'Akoma gave our managers the tools to lead hybrid teams. Decisions that took weeks now take days.',
      );
      await expect(everything.join(' ')).not.toMatch(/2 of 3|3 of 3|Savanna Foods|GreenFields/);
    } finally {
      await virtual.stop();
    }
  },
};
