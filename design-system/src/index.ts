// The public entry of @akoma/design-system. Apps and microsites import from here only.
// Importing it applies the library's global layer: reset, base styles and the brand fonts.
import './fonts';
import './styles/reset.css';
import './styles/global.css';

// Themes and tokens, re-exported so an app needs one dependency.
export { akomaTheme } from '@akoma/tokens';
export { partnerTheme } from '@akoma/tokens';
export { vars } from '@akoma/tokens';
export { themeColour } from '@akoma/tokens';
export { breakpoints } from '@akoma/tokens';
export { mediaQuery } from '@akoma/tokens';
export { stickyOffset } from './styles/global.css';
export { sprinkles } from './styles/sprinkles.css';
export type { Sprinkles } from './styles/sprinkles.css';

export { DesignSystemProvider } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export type { LinkComponentProps } from './DesignSystemProvider';

export { Box } from './Box';
export type { BoxBackground } from './Box';
export type { BoxProps } from './Box';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { Columns } from './Columns';
export { Column } from './Columns';
export type { ColumnsProps } from './Columns';
export type { ColumnProps } from './Columns';
export type { ColumnWidth } from './Columns';
export { Tiles } from './Tiles';
export type { TilesProps } from './Tiles';
export { Container } from './Container';
export type { ContainerProps } from './Container';

export { Text } from './Text';
export type { TextProps } from './Text';
export type { TextSize } from './Text';
export type { TextTone } from './Text';
export { Heading } from './Heading';
export type { HeadingProps } from './Heading';
export type { HeadingLevel } from './Heading';

export { Button } from './Button';
export type { ButtonProps } from './Button';
export type { ButtonSize } from './Button';
export type { ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export { Link } from './Link';
export type { LinkProps } from './Link';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';

export { Tabs } from './Tabs';
export { TabList } from './Tabs';
export { Tab } from './Tabs';
export { TabPanel } from './Tabs';
export type { TabsProps } from './Tabs';
export type { TabListProps } from './Tabs';
export type { TabProps } from './Tabs';
export type { TabPanelProps } from './Tabs';

export { Menu } from './Menu';
export { MenuItem } from './Menu';
export type { MenuProps } from './Menu';
export type { MenuItemProps } from './Menu';
export { NavigationMenu } from './NavigationMenu';
export { NavigationMenuGroup } from './NavigationMenu';
export { NavigationMenuLink } from './NavigationMenu';
export type { NavigationMenuProps } from './NavigationMenu';
export type { NavigationMenuGroupProps } from './NavigationMenu';
export type { NavigationMenuGroupItem } from './NavigationMenu';
export type { NavigationMenuLinkProps } from './NavigationMenu';
export { Disclosure } from './Disclosure';
export type { DisclosureProps } from './Disclosure';
export { ChipGroup } from './ChipGroup';
export type { ChipGroupProps } from './ChipGroup';
export type { ChipOption } from './ChipGroup';
export { SelectableCardGroup } from './SelectableCardGroup';
export type { SelectableCardGroupProps } from './SelectableCardGroup';
export type { SelectableCardOption } from './SelectableCardGroup';

export { IconArrowLeft } from './Icon';
export { IconArrowRight } from './Icon';
export { IconCalendar } from './Icon';
export { IconCheck } from './Icon';
export { IconChevronDown } from './Icon';
export { IconChevronLeft } from './Icon';
export { IconChevronRight } from './Icon';
export { IconChevronUp } from './Icon';
export { IconClock } from './Icon';
export { IconClose } from './Icon';
export { IconCritical } from './Icon';
export { IconDownload } from './Icon';
export { IconExternalLink } from './Icon';
export { IconEye } from './Icon';
export { IconEyeOff } from './Icon';
export { IconInfo } from './Icon';
export { IconLocation } from './Icon';
export { IconMail } from './Icon';
export { IconMenu } from './Icon';
export { IconMessage } from './Icon';
export { IconPause } from './Icon';
export { IconPhone } from './Icon';
export { IconPlay } from './Icon';
export { IconSearch } from './Icon';
export { IconSpinner } from './Icon';
export { IconTrendingDown } from './Icon';
export { IconTrendingUp } from './Icon';
export { IconUser } from './Icon';
export type { IconProps } from './Icon';
export type { IconSize } from './Icon';
