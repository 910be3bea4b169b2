import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Box } from '../Box/Box';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { Button } from '../Button/Button';
import { Carousel } from '../Carousel/Carousel';
import { Columns, Column } from '../Columns/Columns';
import { PasswordField } from '../PasswordField/PasswordField';
import { QuizCard } from '../QuizCard/QuizCard';
import { SearchField } from '../SearchField/SearchField';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { TextArea } from '../TextArea/TextArea';
import { ToastProvider, useToast } from '../Toast/Toast';
import { DesignSystemProvider } from './DesignSystemProvider';
import { frenchMessages } from './frenchMessages';

const meta = {
  title: 'Foundations/DesignSystemProvider',
  component: DesignSystemProvider,
  args: { children: null },
} satisfies Meta<typeof DesignSystemProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

// --- The fr-ci site's words: the content is French (no-break spaces inside « » and before ! and ?), and
// so are the components' own words ---

const testimonials = [
  { company: 'ZestPay', quote: 'Nos managers savent désormais animer des équipes hybrides.' },
  { company: 'Savanna Foods', quote: 'WellPaddy a changé la façon dont nos équipes parlent du bien-être.' },
  { company: 'GreenFields Agri', quote: 'IndyOps a donné un rythme hebdomadaire à notre exécution.' },
] as const;

const testimonialSlides = testimonials.map(({ company, quote }) => (
  <Box key={company} background="surfaceMuted" padding="large" borderRadius="large">
    <Stack space="small">
      <Text size="large">{`«\u00a0${quote}\u00a0»`}</Text>
      <Text weight="semibold">{company}</Text>
    </Stack>
  </Box>
));

const engagementOptions = [
  { value: 'excellent', label: 'Excellent' },
  { value: 'good', label: 'Bon' },
  { value: 'average', label: 'Moyen' },
  { value: 'poor', label: 'Faible' },
] as const;

const message = 'Bonjour, nous sommes une fintech de 400 personnes à Abidjan.';

/** Shows the confirmation the contact form shows once a message is sent. */
function SendButton() {
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        // It stays until closed, so the close button can be read and seen.
        toast.success('Message envoyé\u00a0!', { duration: Infinity });
      }}
    >
      Envoyer le message
    </Button>
  );
}

/**
 * Every component says its own words (button names, positions, progress, counts) in French when
 * the app passes `frenchMessages` to `DesignSystemProvider`.
 */
export const InFrench: Story = {
  render: () => (
    <DesignSystemProvider messages={frenchMessages}>
      <ToastProvider>
        <div lang="fr">
          <Stack space="xlarge">
            <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: 'Contact' }]} />
            <Carousel aria-label="Témoignages de clients" slides={testimonialSlides} />
            <QuizCard
              questionId="engagement"
              question={'Comment évaluez-vous l’engagement de vos collaborateurs\u00a0?'}
              options={engagementOptions}
              index={1}
              total={10}
              onAnswer={() => undefined}
            />
            <Columns space="large" collapseBelow="tablet">
              <Column>
                <Stack space="large">
                  <SearchField label="Rechercher des articles" defaultValue="bien-être" />
                  <PasswordField label="Mot de passe" autoComplete="current-password" />
                </Stack>
              </Column>
              <Column>
                <TextArea label="Votre message" characterLimit={200} defaultValue={message} rows={3} />
              </Column>
            </Columns>
            <div>
              <SendButton />
            </div>
          </Stack>
        </div>
      </ToastProvider>
    </DesignSystemProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();

    const carousel = canvas.getByRole('region', { name: 'Témoignages de clients' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(within(carousel).getByRole('group')).toHaveAccessibleName('1 sur 3');
    await expect(within(carousel).getByRole('group')).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(canvas.getByRole('button', { name: 'Diapositive précédente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aller à la diapositive 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await waitFor(() => expect(within(carousel).getByRole('group')).toHaveAccessibleName('2 sur 3'));

    await expect(canvas.getByText('Question 2 sur 10')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Progression du quiz' })).toHaveAttribute(
      'aria-valuetext',
      'Question 2 sur 10, 20\u202f% terminé',
    );

    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toHaveAccessibleDescription(
      `${String(message.length)} / 200 caractères`,
    );
    await expect(canvas.getByRole('button', { name: 'Effacer la recherche' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveAttribute('aria-pressed', 'false');

    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le message' }));
    await expect(await canvas.findByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  },
};

/** Given only some words, the provider keeps the English for the rest; a component's own prop wins over both. */
export const TestPartialMessagesAndOwnProps: Story = {
  name: 'Test: partial messages and own props',
  tags: ['no-visual'],
  render: () => (
    <DesignSystemProvider messages={{ clearSearch: 'Vider la recherche' }}>
      <Stack space="large">
        <SearchField label="Search insights" defaultValue="wellbeing" />
        <SearchField label="Search reports" defaultValue="retention" clearLabel="Clear the report search" />
        <PasswordField label="Password" />
      </Stack>
    </DesignSystemProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vider la recherche' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear the report search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};
