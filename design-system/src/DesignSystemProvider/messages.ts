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
import { linkMessages } from '../private/LinkBase.messages';
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
export interface DesignSystemMessages {
  /** Carousel: how the carousel is announced after its name. @default 'carousel' */
  carousel: string;
  /** Carousel: how each slide is announced after its name. @default 'slide' */
  slide: string;
  /** Carousel: each slide's name, its place among the slides. @default (2, 5) => '2 of 5' */
  slidePosition: (current: number, total: number) => string;
  /** Carousel: the button that shows the previous slide. @default 'Previous slide' */
  previousSlide: string;
  /** Carousel: the button that shows the next slide. @default 'Next slide' */
  nextSlide: string;
  /** Carousel: each dot's name. @default (2) => 'Go to slide 2' */
  goToSlide: (slide: number) => string;
  /** Carousel: the rotation control while the slides rotate. @default 'Pause slide show' */
  pauseSlideShow: string;
  /** Carousel: the rotation control while they don't. @default 'Play slide show' */
  playSlideShow: string;

  /** QuizCard: the progress bar's name. @default 'Quiz progress' */
  quizProgress: string;
  /** QuizCard: which question is on screen. @default (2, 10) => 'Question 2 of 10' */
  quizStep: (current: number, total: number) => string;
  /** QuizCard: how far through the quiz, as a whole percent. @default (20) => '20% complete' */
  quizPercentComplete: (percent: number) => string;

  /** ToastProvider: the notifications landmark's name. @default 'Notifications' */
  notifications: string;
  /** Toast: each toast's close button. @default 'Close notification' */
  closeNotification: string;
  /** Banner: the dismiss button. @default 'Dismiss' */
  dismiss: string;

  /** SearchField: the clear button. @default 'Clear search' */
  clearSearch: string;
  /** PasswordField: the toggle, whose pressed state says whether the password shows. @default 'Show password' */
  showPassword: string;
  /** TextArea: the character count against its limit. @default (1234, 5000) => '1,234 / 5,000 characters' */
  characterCount: (used: number, limit: number) => string;

  /** Breadcrumbs: the navigation landmark's name. @default 'Breadcrumb' */
  breadcrumb: string;
  /** SiteHeader: the small-screen navigation toggle. @default 'Menu' */
  menu: string;
  /** SkipLink: what the link says. @default 'Skip to main content' */
  skipToContent: string;
  /** Link, ButtonLink: what screen readers hear after an external link's name. @default 'opens in a new tab' */
  opensInNewTab: string;

  /** Badge: the direction spoken after an upward trend. @default 'up' */
  trendUp: string;
  /** Badge: the direction spoken after a downward trend. @default 'down' */
  trendDown: string;
  /** MeterBar: the meter's spoken value. @default (72, 100) => '72 out of 100' */
  meterValue: (value: number, max: number) => string;

  /** VideoCard: what the action says. @default 'Watch Now' */
  watchVideo: string;
  /** VideoCard: spoken before the video's length. @default 'Duration' */
  videoDuration: string;
  /** VideoCard: the action's whole name. @default ('Watch Now', 'Life at Akoma', '2:30') => 'Watch Now: Life at Akoma (2:30)' */
  videoLinkName: (action: string, title: string, duration: string) => string;

  /** SaveToggle: what the button says, and its name, pressed or not. @default 'Save' */
  save: string;
  /** SaveToggle: the name when it saves a named item. @default ('Save', 'Ageing well') => 'Save: Ageing well' */
  saveItemName: (action: string, itemName: string) => string;
  /** ConfirmDialog: the button that closes it without doing anything. @default 'Cancel' */
  cancel: string;

  /** TrendChart: one result in words. @default ('72', '1 December 2026') => '72 on 1 December 2026' */
  trendChartPoint: (value: string, label: string) => string;
  /**
   * TrendChart: the first result to the last, with the change (its sign says the direction;
   * `changeText` is its size, formatted) and how many results there are.
   * @default ('45 on 3 March 2026', '72 on 1 December 2026', 27, '27', 4) => '45 on 3 March 2026 to 72 on 1 December 2026, up 27 over 4 results'
   */
  trendChartRange: (first: string, last: string, change: number, changeText: string, count: number) => string;
  /** TrendChart: the chart's spoken name, its caption and what the data says. @default ('Readiness score', '72 on 1 December 2026') => 'Readiness score: 72 on 1 December 2026' */
  trendChartName: (caption: string, summary: string) => string;
  /** TrendChart: said and shown when there are no points. @default 'No results yet' */
  trendChartEmpty: string;
}

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
