import type { CarouselMessages } from '../Carousel/Carousel.messages';
import type { QuizCardMessages } from '../QuizCard/QuizCard.messages';
import type { ToastMessages } from '../Toast/Toast.messages';
import type { BannerMessages } from '../Banner/Banner.messages';
import type { SearchFieldMessages } from '../SearchField/SearchField.messages';
import type { PasswordFieldMessages } from '../PasswordField/PasswordField.messages';
import type { TextAreaMessages } from '../TextArea/TextArea.messages';
import type { BreadcrumbsMessages } from '../Breadcrumbs/Breadcrumbs.messages';
import type { SiteHeaderMessages } from '../SiteHeader/SiteHeader.messages';
import type { SkipLinkMessages } from '../SkipLink/SkipLink.messages';
import type { LinkMessages } from '../private/parts/LinkBase.messages';
import type { BadgeMessages } from '../Badge/Badge.messages';
import type { MeterBarMessages } from '../MeterBar/MeterBar.messages';
import type { VideoCardMessages } from '../VideoCard/VideoCard.messages';
import type { SaveToggleMessages } from '../SaveToggle/SaveToggle.messages';
import type { ConfirmDialogMessages } from '../ConfirmDialog/ConfirmDialog.messages';
import type { TrendChartMessages } from '../TrendChart/TrendChart.messages';
import { carouselMessages } from '../Carousel/Carousel.messages';
import { quizCardMessages } from '../QuizCard/QuizCard.messages';
import { toastMessages } from '../Toast/Toast.messages';
import { bannerMessages } from '../Banner/Banner.messages';
import { searchFieldMessages } from '../SearchField/SearchField.messages';
import { passwordFieldMessages } from '../PasswordField/PasswordField.messages';
import { textAreaMessages } from '../TextArea/TextArea.messages';
import { breadcrumbsMessages } from '../Breadcrumbs/Breadcrumbs.messages';
import { siteHeaderMessages } from '../SiteHeader/SiteHeader.messages';
import { skipLinkMessages } from '../SkipLink/SkipLink.messages';
import { linkMessages } from '../private/parts/LinkBase.messages';
import { badgeMessages } from '../Badge/Badge.messages';
import { meterBarMessages } from '../MeterBar/MeterBar.messages';
import { videoCardMessages } from '../VideoCard/VideoCard.messages';
import { saveToggleMessages } from '../SaveToggle/SaveToggle.messages';
import { confirmDialogMessages } from '../ConfirmDialog/ConfirmDialog.messages';
import { trendChartMessages } from '../TrendChart/TrendChart.messages';

/**
 * The words the components say on their own: names of their buttons and landmarks, positions,
 * progress and counts. English by default; an app in another language passes its own to
 * `DesignSystemProvider` (`messages={frenchMessages}`, or only the entries it changes). A
 * component's own prop for the same words (`closeLabel`, `progressLabel`…) still wins.
 *
 * Parametrised words are functions, so each language orders and punctuates them its own way.
 */
export interface DesignSystemMessages
  extends
    CarouselMessages,
    QuizCardMessages,
    ToastMessages,
    BannerMessages,
    SearchFieldMessages,
    PasswordFieldMessages,
    TextAreaMessages,
    BreadcrumbsMessages,
    SiteHeaderMessages,
    SkipLinkMessages,
    LinkMessages,
    BadgeMessages,
    MeterBarMessages,
    VideoCardMessages,
    SaveToggleMessages,
    ConfirmDialogMessages,
    TrendChartMessages {}

/**
 * Every English word the components say, used wherever a provider gives none. Each component keeps
 * its own words beside it (`Carousel.messages.ts`…) and imports only those, so a page's start-up
 * carries the words of the components it loads and no others. (Built in a call marked pure: a bare
 * object spread is kept by bundlers even when nothing reads it, and every group with it.)
 */
export const defaultMessages: DesignSystemMessages = /* @__PURE__ */ (() => ({
  ...carouselMessages,
  ...quizCardMessages,
  ...toastMessages,
  ...bannerMessages,
  ...searchFieldMessages,
  ...passwordFieldMessages,
  ...textAreaMessages,
  ...breadcrumbsMessages,
  ...siteHeaderMessages,
  ...skipLinkMessages,
  ...linkMessages,
  ...badgeMessages,
  ...meterBarMessages,
  ...videoCardMessages,
  ...saveToggleMessages,
  ...confirmDialogMessages,
  ...trendChartMessages,
}))();
