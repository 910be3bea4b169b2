// The components entry of @akoma/design-system. It adds no global styles and no theme: an app
// also imports `@akoma/design-system/reset` (global styles) and its own theme, either
// `@akoma/design-system/themes/akoma`, `.../themes/partner` or one it makes with `makeTheme` from
// `@akoma/design-system/css` (which also holds `vars`, `sprinkles` and the media queries).

// What an app's document needs: the layer order, the brand colour, the web-fonts switch and the
// data saver (set by webFontsAfterFirstPaint; dataSaverOn reads it).
export { themeColour } from '@akoma/tokens';
export { webFontsAttribute } from '@akoma/tokens';
export { dataSaverAttribute } from '@akoma/tokens';
export { cascadeLayers } from './styles/cascadeLayers';
export { letWebFontsIn, webFontsAfterFirstPaint } from './webFonts';
export { dataSaverOn } from './dataSaver';
export { useDataSaverOn } from './dataSaver';

// Scheduling: work that measures or restyles the page, run just after a frame is drawn.
export { afterNextFrame } from './afterNextFrame';

// Providers: app-wide settings (the router link, the components' own words).
export { DesignSystemProvider } from './DesignSystemProvider/DesignSystemProvider';
export { useMessages } from './DesignSystemProvider/DesignSystemProvider';
export { defaultMessages } from './DesignSystemProvider/messages';
export { frenchMessages } from './DesignSystemProvider/frenchMessages';
export type { DesignSystemProviderProps } from './DesignSystemProvider/DesignSystemProvider';
export type { LinkComponentProps } from './DesignSystemProvider/DesignSystemProvider';
export type { DesignSystemMessages } from './DesignSystemProvider/messages';

// Layout: boxes, spacing between children, columns, grids, page width and page bands.
export { Box } from './Box/Box';
export type { BoxBackground } from './Box/Box';
export type { BoxProps } from './Box/Box';
export { Stack } from './Stack/Stack';
export type { StackProps } from './Stack/Stack';
export { Inline } from './Inline/Inline';
export type { InlineProps } from './Inline/Inline';
export { Column } from './Columns/Columns';
export { Columns } from './Columns/Columns';
export type { ColumnProps } from './Columns/Columns';
export type { ColumnWidth } from './Columns/Columns';
export type { ColumnsProps } from './Columns/Columns';
export { Tiles } from './Tiles/Tiles';
export type { TilesProps } from './Tiles/Tiles';
export { Container } from './Container/Container';
export type { ContainerProps } from './Container/Container';
export { Section } from './Section/Section';
export { sectionTones } from './Section/Section';
export type { SectionProps } from './Section/Section';
export type { SectionTone } from './Section/Section';

// Typography: body text and headings on the type scale.
export { Text } from './Text/Text';
export type { TextAlign } from './Text/Text';
export type { TextProps } from './Text/Text';
export type { TextSize } from './Text/Text';
export type { TextTone } from './Text/Text';
export type { TextWeight } from './Text/Text';
export { Heading } from './Heading/Heading';
export { headingLevels } from './Heading/Heading';
export type { HeadingLevel } from './Heading/Heading';
export type { HeadingProps } from './Heading/Heading';
export type { HeadingSize } from './Heading/Heading';
export type { HeadingWeight } from './Heading/Heading';

// Actions: buttons, links and the menus they open.
export { Button } from './Button/Button';
export { buttonSizes } from './Button/Button';
export { buttonVariants } from './Button/Button';
export type { ButtonProps } from './Button/Button';
export type { ButtonSize } from './Button/Button';
export type { ButtonVariant } from './Button/Button';
export { ButtonLink } from './ButtonLink/ButtonLink';
export type { ButtonLinkProps } from './ButtonLink/ButtonLink';
export { Link } from './Link/Link';
export type { LinkProps } from './Link/Link';
export { SkipLink } from './SkipLink/SkipLink';
export type { SkipLinkProps } from './SkipLink/SkipLink';
export { Menu } from './Menu/Menu';
export { MenuItem } from './Menu/Menu';
export type { MenuItemProps } from './Menu/Menu';
export type { MenuProps } from './Menu/Menu';
export { SaveToggle } from './SaveToggle/SaveToggle';
export { saveToggleSizes } from './SaveToggle/SaveToggle';
export { saveToggleVariants } from './SaveToggle/SaveToggle';
export type { SaveToggleProps } from './SaveToggle/SaveToggle';
export type { SaveToggleSize } from './SaveToggle/SaveToggle';
export type { SaveToggleVariant } from './SaveToggle/SaveToggle';

// Forms: fields and choices.
export { TextField } from './TextField/TextField';
export { textFieldTypes } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export type { TextFieldType } from './TextField/TextField';
export { PasswordField } from './PasswordField/PasswordField';
export type { PasswordFieldProps } from './PasswordField/PasswordField';
export { TextArea } from './TextArea/TextArea';
export type { TextAreaProps } from './TextArea/TextArea';
export { Select } from './Select/Select';
export type { SelectOption } from './Select/Select';
export type { SelectProps } from './Select/Select';
export { Slider } from './Slider/Slider';
export type { SliderProps } from './Slider/Slider';
export { SearchField } from './SearchField/SearchField';
export type { SearchFieldProps } from './SearchField/SearchField';
export { ChipGroup } from './ChipGroup/ChipGroup';
export type { ChipGroupProps } from './ChipGroup/ChipGroup';
export type { ChipOption } from './ChipGroup/ChipGroup';
export type { MultipleChipGroupProps } from './ChipGroup/ChipGroup';
export type { SingleChipGroupProps } from './ChipGroup/ChipGroup';
export { SelectableCardGroup } from './SelectableCardGroup/SelectableCardGroup';
export type { SelectableCardGroupProps } from './SelectableCardGroup/SelectableCardGroup';
export type { SelectableCardOption } from './SelectableCardGroup/SelectableCardGroup';

// Navigation: site header, menus, tabs, disclosures and breadcrumbs.
export { SiteHeader, siteHeaderScrollPadding } from './SiteHeader/SiteHeader';
export type { SiteHeaderProps } from './SiteHeader/SiteHeader';
export { NavigationMenu } from './NavigationMenu/NavigationMenu';
export { NavigationMenuGroup } from './NavigationMenu/NavigationMenu';
export { NavigationMenuLink } from './NavigationMenu/NavigationMenu';
export type { NavigationMenuGroupItem } from './NavigationMenu/NavigationMenu';
export type { NavigationMenuGroupProps } from './NavigationMenu/NavigationMenu';
export type { NavigationMenuLinkProps } from './NavigationMenu/NavigationMenu';
export type { NavigationMenuProps } from './NavigationMenu/NavigationMenu';
export { Tab } from './Tabs/Tabs';
export { TabList } from './Tabs/Tabs';
export { TabPanel } from './Tabs/Tabs';
export { Tabs } from './Tabs/Tabs';
export type { TabListProps } from './Tabs/Tabs';
export type { TabPanelProps } from './Tabs/Tabs';
export type { TabProps } from './Tabs/Tabs';
export type { TabsProps } from './Tabs/Tabs';
export { Disclosure } from './Disclosure/Disclosure';
export type { DisclosureProps } from './Disclosure/Disclosure';
export { Breadcrumbs } from './Breadcrumbs/Breadcrumbs';
export type { BreadcrumbItem } from './Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs';

// Feedback: notifications, banners and tooltips.
export { ToastProvider } from './Toast/Toast';
export { toastKinds } from './Toast/Toast';
export { toastPositions } from './Toast/Toast';
export { useToast } from './Toast/Toast';
export type { ShowToast } from './Toast/Toast';
export type { ToastAction } from './Toast/Toast';
export type { ToastApi } from './Toast/Toast';
export type { ToastKind } from './Toast/Toast';
export type { ToastOptions } from './Toast/Toast';
export type { ToastPosition } from './Toast/Toast';
export type { ToastProviderProps } from './Toast/Toast';
export { Banner } from './Banner/Banner';
export { bannerTones } from './Banner/Banner';
export type { BannerProps } from './Banner/Banner';
export type { BannerTone } from './Banner/Banner';
export { preloadTooltip } from './Tooltip/Tooltip';
export { Tooltip } from './Tooltip/Tooltip';
export { tooltipPlacements } from './Tooltip/Tooltip';
export type { TooltipPlacement } from './Tooltip/Tooltip';
export type { TooltipProps } from './Tooltip/Tooltip';
export { ConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export { confirmDialogTones } from './ConfirmDialog/ConfirmDialog';
export { preloadConfirmDialog } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogTone } from './ConfirmDialog/ConfirmDialog';

// Content: images, quotations, lists, cards, figures, tables, charts and media.
export { Illustration } from './Illustration/Illustration';
export type { IllustrationProps } from './Illustration/Illustration';
export { Image } from './Image/Image';
export type { ImageProps } from './Image/Image';
export { Quote } from './Quote/Quote';
export type { QuoteProps } from './Quote/Quote';
export { List } from './List/List';
export type { ListProps } from './List/List';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
export { Card } from './Card/Card';
export { CardLink } from './Card/Card';
export { cardShadows } from './Card/Card';
export { cardTones } from './Card/Card';
export type { CardLinkProps } from './Card/Card';
export type { CardProps } from './Card/Card';
export type { CardShadow } from './Card/Card';
export type { CardTone } from './Card/Card';
export { StatTile } from './StatTile/StatTile';
export { statTileSizes } from './StatTile/StatTile';
export { statTileTones } from './StatTile/StatTile';
export type { StatTileProps } from './StatTile/StatTile';
export type { StatTileSize } from './StatTile/StatTile';
export type { StatTileTone } from './StatTile/StatTile';
export { Badge } from './Badge/Badge';
export { badgeTones } from './Badge/Badge';
export { badgeTrends } from './Badge/Badge';
export type { BadgeProps } from './Badge/Badge';
export type { BadgeTone } from './Badge/Badge';
export type { BadgeTrend } from './Badge/Badge';
export { MeterBar } from './MeterBar/MeterBar';
export { meterBarTones } from './MeterBar/MeterBar';
export type { MeterBarProps } from './MeterBar/MeterBar';
export type { MeterBarTone } from './MeterBar/MeterBar';
export { Table } from './Table/Table';
export type { TableColumn } from './Table/Table';
export type { TableProps } from './Table/Table';
export { TrendChart } from './TrendChart/TrendChart';
export type { TrendChartBand } from './TrendChart/TrendChart';
export type { TrendChartPoint } from './TrendChart/TrendChart';
export type { TrendChartProps } from './TrendChart/TrendChart';
export { QuizCard } from './QuizCard/QuizCard';
export type { QuizCardProps } from './QuizCard/QuizCard';
export type { QuizOption } from './QuizCard/QuizCard';
export { VideoCard } from './VideoCard/VideoCard';
export type { VideoCardProps } from './VideoCard/VideoCard';
export type { VideoPosterImage } from './VideoCard/VideoCard';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { Carousel } from './Carousel/Carousel';
export { carouselVariants } from './Carousel/Carousel';
export type { BackgroundCarouselProps } from './Carousel/Carousel';
export type { CarouselProps } from './Carousel/Carousel';
export type { CarouselVariant } from './Carousel/Carousel';
export type { ContentCarouselProps } from './Carousel/Carousel';

// Icons: one export per icon, so a page bundles only the icons it uses.
export { IconArrowLeft } from './Icon/icons';
export { IconArrowRight } from './Icon/icons';
export { IconBookmark } from './Icon/icons';
export { IconCalendar } from './Icon/icons';
export { IconCaution } from './Icon/icons';
export { IconCheck } from './Icon/icons';
export { IconChevronDown } from './Icon/icons';
export { IconChevronLeft } from './Icon/icons';
export { IconChevronRight } from './Icon/icons';
export { IconChevronUp } from './Icon/icons';
export { IconClock } from './Icon/icons';
export { IconClose } from './Icon/icons';
export { IconCritical } from './Icon/icons';
export { IconDownload } from './Icon/icons';
export { IconExternalLink } from './Icon/icons';
export { IconEye } from './Icon/icons';
export { IconEyeOff } from './Icon/icons';
export { IconHeart } from './Icon/icons';
export { IconInfo } from './Icon/icons';
export { IconLocation } from './Icon/icons';
export { IconMail } from './Icon/icons';
export { IconMenu } from './Icon/icons';
export { IconMessage } from './Icon/icons';
export { IconPause } from './Icon/icons';
export { IconPhone } from './Icon/icons';
export { IconPlay } from './Icon/icons';
export { IconSearch } from './Icon/icons';
export { IconSpinner } from './Icon/icons';
export { IconTrendingDown } from './Icon/icons';
export { IconTrendingUp } from './Icon/icons';
export { IconUser } from './Icon/icons';
export type { IconProps } from './Icon/icons';
export type { IconSize } from './Icon/icons';
