// The components entry of @akoma/design-system. It adds no global styles and no theme: an app
// also imports `@akoma/design-system/reset` (global styles) and its own theme, either
// `@akoma/design-system/themes/akoma`, `.../themes/partner` or one it makes with `makeTheme` from
// `@akoma/design-system/css` (which also holds `vars`, `sprinkles` and the media queries).

// What an app's document needs: the layer order, the brand colour and the web-fonts switch.
export { themeColour } from '@akoma/tokens';
export { webFontsAttribute } from '@akoma/tokens';
export { cascadeLayers } from './styles/cascadeLayers';
export { letWebFontsIn, webFontsAfterFirstPaint } from './webFonts';

// Scheduling: work that measures or restyles the page, run just after a frame is drawn.
export { afterNextFrame } from './afterNextFrame';

// Providers: app-wide settings (the router link, the components' own words).
export { DesignSystemProvider } from './DesignSystemProvider';
export { useMessages } from './DesignSystemProvider';
export { defaultMessages } from './DesignSystemProvider';
export { frenchMessages } from './DesignSystemProvider';
export type { DesignSystemProviderProps } from './DesignSystemProvider';
export type { LinkComponentProps } from './DesignSystemProvider';
export type { DesignSystemMessages } from './DesignSystemProvider';

// Layout: boxes, spacing between children, columns, grids, page width and page bands.
export { Box } from './Box';
export type { BoxBackground } from './Box';
export type { BoxProps } from './Box';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { Column } from './Columns';
export { Columns } from './Columns';
export type { ColumnProps } from './Columns';
export type { ColumnWidth } from './Columns';
export type { ColumnsProps } from './Columns';
export { Tiles } from './Tiles';
export type { TilesProps } from './Tiles';
export { Container } from './Container';
export type { ContainerProps } from './Container';
export { Section } from './Section';
export { sectionTones } from './Section';
export type { SectionProps } from './Section';
export type { SectionTone } from './Section';

// Typography: body text and headings on the type scale.
export { Text } from './Text';
export type { TextAlign } from './Text';
export type { TextProps } from './Text';
export type { TextSize } from './Text';
export type { TextTone } from './Text';
export type { TextWeight } from './Text';
export { Heading } from './Heading';
export { headingLevels } from './Heading';
export type { HeadingLevel } from './Heading';
export type { HeadingProps } from './Heading';
export type { HeadingSize } from './Heading';
export type { HeadingWeight } from './Heading';

// Actions: buttons, links and the menus they open.
export { Button } from './Button';
export { buttonSizes } from './Button';
export { buttonVariants } from './Button';
export type { ButtonProps } from './Button';
export type { ButtonSize } from './Button';
export type { ButtonVariant } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export { Link } from './Link';
export type { LinkProps } from './Link';
export { SkipLink } from './SkipLink';
export type { SkipLinkProps } from './SkipLink';
export { Menu } from './Menu';
export { MenuItem } from './Menu';
export type { MenuItemProps } from './Menu';
export type { MenuProps } from './Menu';
export { SaveToggle } from './SaveToggle';
export { saveToggleSizes } from './SaveToggle';
export { saveToggleVariants } from './SaveToggle';
export type { SaveToggleProps } from './SaveToggle';
export type { SaveToggleSize } from './SaveToggle';
export type { SaveToggleVariant } from './SaveToggle';

// Forms: fields and choices.
export { TextField } from './TextField';
export { textFieldTypes } from './TextField';
export type { TextFieldProps } from './TextField';
export type { TextFieldType } from './TextField';
export { PasswordField } from './PasswordField';
export type { PasswordFieldProps } from './PasswordField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Select } from './Select';
export type { SelectOption } from './Select';
export type { SelectProps } from './Select';
export { Slider } from './Slider';
export type { SliderProps } from './Slider';
export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { ChipGroup } from './ChipGroup';
export type { ChipGroupProps } from './ChipGroup';
export type { ChipOption } from './ChipGroup';
export type { MultipleChipGroupProps } from './ChipGroup';
export type { SingleChipGroupProps } from './ChipGroup';
export { SelectableCardGroup } from './SelectableCardGroup';
export type { SelectableCardGroupProps } from './SelectableCardGroup';
export type { SelectableCardOption } from './SelectableCardGroup';

// Navigation: site header, menus, tabs, disclosures and breadcrumbs.
export { SiteHeader, siteHeaderScrollPadding } from './SiteHeader';
export type { SiteHeaderProps } from './SiteHeader';
export { NavigationMenu } from './NavigationMenu';
export { NavigationMenuGroup } from './NavigationMenu';
export { NavigationMenuLink } from './NavigationMenu';
export type { NavigationMenuGroupItem } from './NavigationMenu';
export type { NavigationMenuGroupProps } from './NavigationMenu';
export type { NavigationMenuLinkProps } from './NavigationMenu';
export type { NavigationMenuProps } from './NavigationMenu';
export { Tab } from './Tabs';
export { TabList } from './Tabs';
export { TabPanel } from './Tabs';
export { Tabs } from './Tabs';
export type { TabListProps } from './Tabs';
export type { TabPanelProps } from './Tabs';
export type { TabProps } from './Tabs';
export type { TabsProps } from './Tabs';
export { Disclosure } from './Disclosure';
export type { DisclosureProps } from './Disclosure';
export { Breadcrumbs } from './Breadcrumbs';
export type { BreadcrumbItem } from './Breadcrumbs';
export type { BreadcrumbsProps } from './Breadcrumbs';

// Feedback: notifications, banners and tooltips.
export { ToastProvider } from './Toast';
export { toastKinds } from './Toast';
export { toastPositions } from './Toast';
export { useToast } from './Toast';
export type { ShowToast } from './Toast';
export type { ToastAction } from './Toast';
export type { ToastApi } from './Toast';
export type { ToastKind } from './Toast';
export type { ToastOptions } from './Toast';
export type { ToastPosition } from './Toast';
export type { ToastProviderProps } from './Toast';
export { Banner } from './Banner';
export { bannerTones } from './Banner';
export type { BannerProps } from './Banner';
export type { BannerTone } from './Banner';
export { preloadTooltip } from './Tooltip';
export { Tooltip } from './Tooltip';
export { tooltipPlacements } from './Tooltip';
export type { TooltipPlacement } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { ConfirmDialog } from './ConfirmDialog';
export { confirmDialogTones } from './ConfirmDialog';
export { preloadConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export type { ConfirmDialogTone } from './ConfirmDialog';

// Content: images, quotations, lists, cards, figures, tables, charts and media.
export { Illustration } from './Illustration';
export type { IllustrationProps } from './Illustration';
export { Image } from './Image';
export type { ImageProps } from './Image';
export { Quote } from './Quote';
export type { QuoteProps } from './Quote';
export { List } from './List';
export type { ListProps } from './List';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { Card } from './Card';
export { CardLink } from './Card';
export { cardShadows } from './Card';
export { cardTones } from './Card';
export type { CardLinkProps } from './Card';
export type { CardProps } from './Card';
export type { CardShadow } from './Card';
export type { CardTone } from './Card';
export { StatTile } from './StatTile';
export { statTileSizes } from './StatTile';
export { statTileTones } from './StatTile';
export type { StatTileProps } from './StatTile';
export type { StatTileSize } from './StatTile';
export type { StatTileTone } from './StatTile';
export { Badge } from './Badge';
export { badgeTones } from './Badge';
export { badgeTrends } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './Badge';
export type { BadgeTrend } from './Badge';
export { MeterBar } from './MeterBar';
export { meterBarTones } from './MeterBar';
export type { MeterBarProps } from './MeterBar';
export type { MeterBarTone } from './MeterBar';
export { Table } from './Table';
export type { TableColumn } from './Table';
export type { TableProps } from './Table';
export { TrendChart } from './TrendChart';
export type { TrendChartBand } from './TrendChart';
export type { TrendChartPoint } from './TrendChart';
export type { TrendChartProps } from './TrendChart';
export { QuizCard } from './QuizCard';
export type { QuizCardProps } from './QuizCard';
export type { QuizOption } from './QuizCard';
export { VideoCard } from './VideoCard';
export type { VideoCardProps } from './VideoCard';
export type { VideoPosterImage } from './VideoCard';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { Carousel } from './Carousel';
export { carouselVariants } from './Carousel';
export type { BackgroundCarouselProps } from './Carousel';
export type { CarouselProps } from './Carousel';
export type { CarouselVariant } from './Carousel';
export type { ContentCarouselProps } from './Carousel';

// Icons: one export per icon, so a page bundles only the icons it uses.
export { IconArrowLeft } from './Icon';
export { IconArrowRight } from './Icon';
export { IconBookmark } from './Icon';
export { IconCalendar } from './Icon';
export { IconCaution } from './Icon';
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
export { IconHeart } from './Icon';
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
