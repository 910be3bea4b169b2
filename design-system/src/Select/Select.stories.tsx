import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Select, type SelectOption } from './Select';

const countries: SelectOption[] = [
  { value: 'Nigeria', label: 'Nigeria' },
  { value: 'Kenya', label: 'Kenya' },
  { value: 'South Africa', label: 'South Africa' },
  { value: 'Ghana', label: 'Ghana' },
  { value: 'Uganda', label: 'Uganda' },
  { value: 'Tanzania', label: 'Tanzania' },
  { value: 'Rwanda', label: 'Rwanda' },
  { value: 'Other', label: 'Other African Country' },
];

const companySizes: SelectOption[] = [
  { value: 'msme', label: 'MSME' },
  { value: 'growth', label: 'Growth Org' },
  { value: 'enterprise', label: 'Large Enterprise' },
];

const industries: SelectOption[] = [
  { value: 'banking', label: 'Banking & Financial Services' },
  { value: 'telecoms', label: 'Telecommunications' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'retail', label: 'Retail & Consumer Goods' },
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', name: 'country', options: countries, placeholder: 'Select your country', onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's optional country: a prompt shows until something is chosen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('Select your country');
    await expect(select).toHaveValue('');
    await expect(canvas.getAllByRole('option')).toHaveLength(countries.length + 1);
    await expect(select).not.toBeRequired();
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Keyboard: Tab reaches the select and a choice is made from the focused control. */
export const SelectWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Kenya');
    await expect(select).toHaveValue('Kenya');
    await expect(select).toHaveDisplayValue('Kenya');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(select).toHaveFocus();
  },
};

/** Pointer: clicking opens the native picker; choosing by its label sends the value. */
export const SelectWithPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(select);
    await userEvent.selectOptions(select, 'Other African Country');
    await expect(select).toHaveValue('Other');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Clicking the label focuses the select. */
export const LabelClickFocusesTheSelect: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Country'));
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  },
};

/** An optional select lets the person go back to "no choice". */
export const OptionalPromptCanBeChosenAgain: Story = {
  args: { defaultValue: 'Ghana' },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(canvas.getByRole('option', { name: 'Select your country' })).toBeEnabled();
    await userEvent.selectOptions(select, '');
    await expect(select).toHaveValue('');
  },
};

/** ROI calculator: industry is required, so once chosen the prompt cannot be picked again. */
export const Required: Story = {
  args: { label: 'Industry', name: 'industry', options: industries, placeholder: 'Select industry', required: true },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Industry' });
    await expect(select).toBeRequired();
    await expect(select).toHaveDisplayValue('Select industry');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.selectOptions(select, 'banking');
    await expect(select).toHaveDisplayValue('Banking & Financial Services');
    await expect(canvas.getByRole('option', { name: 'Select industry' })).toBeDisabled();
  },
};

/** Ask Indy's optional company size, with a hint read as the description. */
export const WithHint: Story = {
  args: {
    label: 'Company size',
    name: 'companySize',
    options: companySizes,
    placeholder: 'Select company size',
    hint: 'Optional. It helps Ask Indy tailor its suggestions.',
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Company size' });
    await expect(select).toHaveAccessibleDescription('Optional. It helps Ask Indy tailor its suggestions.');
    await userEvent.selectOptions(select, 'Growth Org');
    await expect(select).toHaveValue('growth');
  },
};

/** An error marks the select invalid and is read before the hint. */
export const WithError: Story = {
  args: {
    label: 'Region',
    name: 'region',
    options: [
      { value: 'nigeria', label: 'Nigeria' },
      { value: 'south-africa', label: 'South Africa' },
      { value: 'kenya', label: 'Kenya' },
      { value: 'ghana', label: 'Ghana' },
      { value: 'egypt', label: 'Egypt' },
      { value: 'other', label: 'Other' },
    ],
    placeholder: 'Select region',
    required: true,
    hint: 'Salary levels differ by market.',
    error: 'Select a region to calculate your ROI',
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Region' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Select a region to calculate your ROI Salary levels differ by market.');
    await userEvent.selectOptions(select, 'kenya');
    await expect(select).toHaveValue('kenya');
  },
};

/** Disabled: shows its value, cannot be changed, skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Nigeria' },
  render: (args) => (
    <Stack space="large">
      <Select {...args} />
      <Button>Send message</Button>
    </Stack>
  ),
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Nigeria');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveFocus();
  },
};

/** Already chosen. */
export const Filled: Story = {
  args: {
    label: 'Company size',
    name: 'companySize',
    options: companySizes,
    placeholder: 'Select company size',
    defaultValue: 'enterprise',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Company size' })).toHaveDisplayValue('Large Enterprise');
  },
};

/** Without a placeholder the first option is chosen from the start. */
export const WithoutPlaceholder: Story = {
  args: { label: 'Industry', name: 'industry', options: industries, placeholder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Industry' })).toHaveValue('banking');
    await expect(canvas.getAllByRole('option')).toHaveLength(industries.length);
  },
};

/** On a phone the select takes the full width; long labels are cut, never pushing the page sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { label: 'Industry', name: 'industry', options: industries, placeholder: 'Select the industry your organisation works in' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Industry' });
    await expect(select.getBoundingClientRect().width).toBe((select.parentElement as HTMLElement).getBoundingClientRect().width);
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
