import {
  ArrowLeft,
  ArrowRight,
  Bookmark,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleExclamationPoint,
  Clock,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  Heart,
  Info,
  LoaderCircle,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Pause,
  Phone,
  Play,
  Search,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  User,
  X,
} from 'lucide-react';

import { createIcon } from '../private/parts/createIcon';

/** What every icon takes, and its sizes (the icons are made by the library's private createIcon). */
export type { IconProps, IconSize } from '../private/parts/createIcon';

// One named export per icon keeps bundles to the icons a page uses.
export const IconArrowLeft = createIcon(ArrowLeft, 'IconArrowLeft');
export const IconArrowRight = createIcon(ArrowRight, 'IconArrowRight');
export const IconBookmark = createIcon(Bookmark, 'IconBookmark');
export const IconCalendar = createIcon(Calendar, 'IconCalendar');
export const IconCaution = createIcon(TriangleAlert, 'IconCaution');
export const IconCheck = createIcon(Check, 'IconCheck');
export const IconChevronDown = createIcon(ChevronDown, 'IconChevronDown');
export const IconChevronLeft = createIcon(ChevronLeft, 'IconChevronLeft');
export const IconChevronRight = createIcon(ChevronRight, 'IconChevronRight');
export const IconChevronUp = createIcon(ChevronUp, 'IconChevronUp');
export const IconClock = createIcon(Clock, 'IconClock');
export const IconClose = createIcon(X, 'IconClose');
export const IconCritical = createIcon(CircleExclamationPoint, 'IconCritical');
export const IconDownload = createIcon(Download, 'IconDownload');
export const IconExternalLink = createIcon(ExternalLink, 'IconExternalLink');
export const IconEye = createIcon(Eye, 'IconEye');
export const IconEyeOff = createIcon(EyeOff, 'IconEyeOff');
export const IconHeart = createIcon(Heart, 'IconHeart');
export const IconInfo = createIcon(Info, 'IconInfo');
export const IconLocation = createIcon(MapPin, 'IconLocation');
export const IconMail = createIcon(Mail, 'IconMail');
export const IconMenu = createIcon(Menu, 'IconMenu');
export const IconMessage = createIcon(MessageCircle, 'IconMessage');
export const IconPause = createIcon(Pause, 'IconPause');
export const IconPhone = createIcon(Phone, 'IconPhone');
export const IconPlay = createIcon(Play, 'IconPlay');
export const IconSearch = createIcon(Search, 'IconSearch');
export const IconSpinner = createIcon(LoaderCircle, 'IconSpinner');
export const IconTrendingDown = createIcon(TrendingDown, 'IconTrendingDown');
export const IconTrendingUp = createIcon(TrendingUp, 'IconTrendingUp');
export const IconUser = createIcon(User, 'IconUser');
