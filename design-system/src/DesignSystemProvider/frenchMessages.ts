import { groupThousands } from '../private/utils/groupThousands';
import type { DesignSystemMessages } from './messages';

// French typography: a no-break space (U+00A0) before a colon, a narrow one (U+202F) before a
// percent sign and as the thousands separator (as `toLocaleString('fr')` writes it).
const nbsp = '\u00a0';
const narrowNbsp = '\u202f';
const count = (whole: number) => groupThousands(whole, narrowNbsp);

/**
 * The components' words in French, for `<DesignSystemProvider messages={frenchMessages}>` (as on the
 * fr-ci site). Typed as the whole `DesignSystemMessages`, never a `Partial`: a component's new English
 * word fails the type check until it has its French here.
 */
export const frenchMessages: DesignSystemMessages = {
  carousel: 'carrousel',
  slide: 'diapositive',
  slidePosition: (current, total) => `${String(current)} sur ${String(total)}`,
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  goToSlide: (slide) => `Aller à la diapositive ${String(slide)}`,
  pauseSlideShow: 'Mettre le diaporama en pause',
  playSlideShow: 'Lancer le diaporama',
  quizProgress: 'Progression du quiz',
  quizStep: (current, total) => `Question ${String(current)} sur ${String(total)}`,
  quizPercentComplete: (percent) => `${String(percent)}${narrowNbsp}% terminé`,
  notifications: 'Notifications',
  closeNotification: 'Fermer la notification',
  dismiss: 'Fermer',
  clearSearch: 'Effacer la recherche',
  showPassword: 'Afficher le mot de passe',
  characterCount: (used, limit) => {
    const counted = `${count(used)} / ${count(limit)} caractères`;
    return used > limit ? `${counted}${nbsp}: ${count(used - limit)} en trop` : counted;
  },
  breadcrumb: 'Fil d’Ariane',
  menu: 'Menu',
  skipToContent: 'Aller au contenu principal',
  opensInNewTab: 's’ouvre dans un nouvel onglet',
  trendUp: 'en hausse',
  trendDown: 'en baisse',
  meterValue: (value, max) => `${String(value)} sur ${String(max)}`,
  watchVideo: 'Regarder',
  videoDuration: 'Durée',
  videoLinkName: (action, title, duration) => `${action}${nbsp}: ${title} (${duration})`,
  save: 'Enregistrer',
  saveItemName: (action, itemName) => `${action}${nbsp}: ${itemName}`,
  cancel: 'Annuler',
  trendChartPoint: (value, label) => `${value} le ${label}`,
  trendChartRange: (first, last, change, changeText, count) => {
    const direction = change > 0 ? `en hausse de ${changeText}` : change < 0 ? `en baisse de ${changeText}` : 'sans changement';
    return `de ${first} à ${last}, ${direction} sur ${String(count)} résultats`;
  },
  trendChartName: (caption, summary) => `${caption}${nbsp}: ${summary}`,
  trendChartEmpty: 'Aucun résultat pour l’instant',
};
