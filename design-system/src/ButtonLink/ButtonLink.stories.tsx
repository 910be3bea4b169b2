import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { frenchMessages } from '../DesignSystemProvider/frenchMessages';
import { IconArrowRight } from '../Icon/icons';
import { Inline } from '../Inline/Inline';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { href: '/contact', children: 'Start Your Transformation' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Looks like a button, is a link: screen readers announce "link" and it opens where it says. */
export const Primary: Story = {
  args: { iconAfter: <IconArrowRight /> },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Start Your Transformation' });
    await expect(link).toHaveAttribute('href', '/contact');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Every variant, to match the buttons beside it. */
export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      <ButtonLink {...args} variant="primary">
        Primary
      </ButtonLink>
      <ButtonLink {...args} variant="secondary">
        Secondary
      </ButtonLink>
      <ButtonLink {...args} variant="ghost">
        Ghost
      </ButtonLink>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** An external destination opens in a new tab and says so. */
export const External: Story = {
  args: { href: 'https://www.youtube.com/watch?v=akoma-story', variant: 'secondary', children: 'Watch Our Story' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Watch Our Story (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** In the French edition (`frenchMessages`) an external destination says "s’ouvre dans un nouvel onglet" after its name. */
export const InFrench: Story = {
  args: { href: 'https://www.youtube.com/watch?v=akoma-story', variant: 'secondary', children: 'Découvrir notre histoire' },
  render: (args) => (
    <DesignSystemProvider messages={frenchMessages}>
      <div lang="fr">
        <ButtonLink {...args} />
      </div>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Découvrir notre histoire (s’ouvre dans un nouvel onglet)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
