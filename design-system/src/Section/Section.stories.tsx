import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { Section, sectionTones } from './Section';

const meta = {
  title: 'Layout/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Our promise',
    heading: 'Three pillars, one transformation',
    intro: 'Capability, wellbeing and performance move together, so the change lasts.',
    children: <Text>Each engagement starts with a diagnostic and ends with results your board can see.</Text>,
  },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page band that is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Three pillars, one transformation' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Three pillars, one transformation' })).toBeVisible();
  },
};

/** Every tone; on the dark band the text switches to stay readable (axe checks each). */
export const Tones: Story = {
  render: (args) => (
    <>
      {sectionTones.map((tone) => (
        <Section key={tone} {...args} tone={tone} heading={`The ${tone} band`} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(sectionTones.length);
  },
};

/** A closing call to action, centred, reachable by its id. */
export const CentredCallToAction: Story = {
  args: {
    id: 'get-started',
    tone: 'inverse',
    align: 'center',
    eyebrow: undefined,
    heading: 'Ready to transform your workplace?',
    intro: 'Talk to us about capability, wellbeing and performance.',
    children: (
      <Inline space="small" align="center">
        <ButtonLink href="/contact">Start Your Transformation</ButtonLink>
      </Inline>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('#get-started')).toBe(
      canvas.getByRole('region', { name: 'Ready to transform your workplace?' }),
    );
  },
};

/** The page's main heading can be a section's, at level 1. */
export const AsPageHero: Story = {
  args: { headingLevel: 1, heading: 'Measurable Impact', eyebrow: 'Impact' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Measurable Impact' })).toBeVisible();
  },
};
