import type { MailLanguage } from '../../_shared/contract.ts';

/**
 * Every word of the member e-mails, in English and French. The function cannot read the site's
 * content, so the e-mails' copy lives here, beside the templates (memberMailTemplates.ts) that
 * place it. French follows French typography: a non-breaking space (\u00a0) before : ; ? and !.
 */

export interface MemberMailWords {
  /** Shared by every e-mail. */
  common: {
    footerReason: string;
    preferences: string;
    signature: string;
    when: string;
    where: string;
    /** "Recommended because: …" before a recommendation's reason. */
    because: string;
  };
  welcome: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    offersLead: string;
    offers: readonly { title: string; note: string; path: string }[];
    firstLead: string;
    firstAction: string;
    closing: string;
  };
  eventRegistration: {
    subject: (event: string) => string;
    preview: string;
    heading: string;
    intro: (event: string) => string;
    calendar: string;
    /** No date yet (a flagship event): no calendar file. */
    undated: string;
    cancel: [string, string, string];
  };
  eventReminder: {
    subject: (event: string) => string;
    preview: string;
    heading: string;
    intro: (event: string) => string;
    join: string;
    joinOnline: string;
    joinInPerson: string;
    unsubscribe: string;
  };
  eventRecording: {
    subject: (event: string) => string;
    preview: string;
    heading: string;
    intro: (event: string) => string;
    watch: string;
    unsubscribe: string;
  };
  digest: {
    subject: (frequency: 'weekly' | 'monthly') => string;
    preview: string;
    heading: (frequency: 'weekly' | 'monthly') => string;
    intro: string;
    pieces: string;
    events: string;
    recommended: string;
    /** Before, the link, after: "Follow more topics from IndyCircle." */
    topics: [string, string, string];
    unsubscribe: string;
    reasons: {
      weakestArea: (area: string, score: number) => string;
      savedTopic: (count: number, topic: string) => string;
      newest: string;
    };
    topicNames: Readonly<Record<string, string>>;
  };
  passwordChanged: {
    subject: string;
    preview: string;
    heading: string;
    intro: string;
    notYou: string;
    reset: string;
    contact: [string, string, string];
  };
  emailChanged: {
    subject: string;
    preview: string;
    heading: string;
    intro: (newEmail: string) => string;
    notYou: string;
    contact: [string, string, string];
  };
}

const nbsp = '\u00a0';

export const memberMailWords: Record<MailLanguage, MemberMailWords> = {
  en: {
    common: {
      footerReason: 'You receive this e-mail as an IndyCircle member.',
      preferences: 'Choose which e-mails you receive',
      signature: 'Akoma · Workplace transformation across African markets',
      when: 'When',
      where: 'Where',
      because: 'Why this piece',
    },
    welcome: {
      subject: 'Welcome to IndyCircle',
      preview: 'Your member space for research, tools and events from Akoma.',
      heading: 'Welcome to IndyCircle',
      intro:
        'Your address is confirmed and your IndyCircle account is ready. It is where Akoma’s research, tools and events come together for people leading change at work.',
      offersLead: 'As a member you can:',
      offers: [
        { title: 'Save pieces to read later', note: 'Keep the insights that matter to your organisation in one list.', path: '/insights' },
        {
          title: 'Keep your ROI estimates and assessments',
          note: 'Save what the ROI calculator and the readiness assessment tell you, and compare over time.',
          path: '/#roi-calculator',
        },
        {
          title: 'Register for events',
          note: 'Roundtables, masterclasses and briefings, with reminders and recordings.',
          path: '/partners#events',
        },
        { title: 'Get recommendations', note: 'Pieces chosen from your assessment and what you save.', path: '/circle' },
        { title: 'Follow topics', note: 'A weekly or monthly digest of what is new on the topics you follow.', path: '/circle' },
      ],
      firstLead: 'A good first step: take the five-minute readiness assessment. Your recommendations start from it.',
      firstAction: 'Take the readiness assessment',
      closing: 'The Akoma team',
    },
    eventRegistration: {
      subject: (event) => `You're registered: ${event}`,
      preview: 'Your place is confirmed. The calendar entry is attached.',
      heading: 'Your place is confirmed',
      intro: (event) => `Thank you for registering for ${event}. We look forward to seeing you.`,
      calendar: 'The calendar entry is attached to this e-mail: open it to add the event to your calendar.',
      undated: 'We will e-mail you the date as soon as it is set.',
      cancel: ['Can’t make it? ', 'Cancel your registration', ' from your IndyCircle events, so someone else can take your place.'],
    },
    eventReminder: {
      subject: (event) => `Tomorrow: ${event}`,
      preview: 'Your event starts in 24 hours.',
      heading: 'Your event starts in 24 hours',
      intro: (event) => `A reminder that ${event} starts in 24 hours.`,
      join: 'See how to join',
      joinOnline: 'It takes place online: the joining details are with your registration in IndyCircle.',
      joinInPerson: 'Please arrive 15 minutes early to register at the venue.',
      unsubscribe: 'Stop event reminders',
    },
    eventRecording: {
      subject: (event) => `The recording of ${event}`,
      preview: 'Watch it when it suits you.',
      heading: 'The recording is ready',
      intro: (event) => `Thank you for registering for ${event}. The recording is now online, for you to watch or share with your team.`,
      watch: 'Watch the recording',
      unsubscribe: 'Stop event reminders and recordings',
    },
    digest: {
      subject: (frequency) => (frequency === 'weekly' ? 'Your IndyCircle week' : 'Your IndyCircle month'),
      preview: 'New pieces and upcoming events on the topics you follow.',
      heading: (frequency) => (frequency === 'weekly' ? 'New this week on your topics' : 'New this month on your topics'),
      intro: 'Here is what Akoma published on the topics you follow.',
      pieces: 'New pieces',
      events: 'Upcoming events',
      recommended: 'Recommended for you',
      topics: ['', 'Change the topics you follow', ' in IndyCircle.'],
      unsubscribe: 'Stop this digest',
      reasons: {
        weakestArea: (area, score) => `Your weakest area is ${area} (${String(score)}/100)`,
        savedTopic: (count, topic) => `You saved ${String(count)} ${count === 1 ? 'piece' : 'pieces'} on ${topic}`,
        newest: 'One of the newest in our library',
      },
      topicNames: {
        capability: 'Capability',
        wellbeing: 'Wellbeing',
        performance: 'Performance',
        'african-business': 'African business',
      },
    },
    passwordChanged: {
      subject: 'Your IndyCircle password was changed',
      preview: 'If it was you, there is nothing to do.',
      heading: 'Your password was changed',
      intro: 'The password of your IndyCircle account was just changed. If it was you, there is nothing to do.',
      notYou: 'If it wasn’t you, reset your password now, so that whoever changed it can no longer sign in.',
      reset: 'Reset my password',
      contact: ['Then ', 'tell us', ' so we can check your account with you.'],
    },
    emailChanged: {
      subject: 'Your IndyCircle e-mail address was changed',
      preview: 'Your account now uses a new address.',
      heading: 'Your e-mail address was changed',
      intro: (newEmail) => `Your IndyCircle account now uses ${newEmail}. We send this notice to your previous address, so you know.`,
      notYou:
        'If you didn’t make this change, someone else may have access to your account. Reply to this e-mail or contact us at once: we will check the account with you and restore your address.',
      contact: ['', 'Contact Akoma', ' to get your account back.'],
    },
  },
  fr: {
    common: {
      footerReason: 'Vous recevez cet e-mail en tant que membre d’IndyCircle.',
      preferences: 'Choisir les e-mails que vous recevez',
      signature: 'Akoma · Transformation du travail sur les marchés africains',
      when: 'Quand',
      where: 'Où',
      because: 'Pourquoi cette lecture',
    },
    welcome: {
      subject: 'Bienvenue dans IndyCircle',
      preview: 'Votre espace membre pour les recherches, les outils et les événements d’Akoma.',
      heading: 'Bienvenue dans IndyCircle',
      intro: `Votre adresse est confirmée et votre compte IndyCircle est prêt. C’est là que se retrouvent les recherches, les outils et les événements d’Akoma pour celles et ceux qui conduisent le changement au travail.`,
      offersLead: `En tant que membre, vous pouvez${nbsp}:`,
      offers: [
        { title: 'Enregistrer des contenus', note: 'Gardez en une liste les analyses utiles à votre organisation.', path: '/insights' },
        {
          title: 'Conserver vos estimations de ROI et vos diagnostics',
          note: 'Enregistrez les résultats du calculateur de ROI et du diagnostic de maturité, et suivez leur évolution.',
          path: '/#roi-calculator',
        },
        {
          title: 'Vous inscrire aux événements',
          note: 'Tables rondes, masterclasses et conférences, avec rappels et replays.',
          path: '/partners#events',
        },
        {
          title: 'Recevoir des recommandations',
          note: 'Des lectures choisies selon votre diagnostic et vos enregistrements.',
          path: '/circle',
        },
        { title: 'Suivre des thèmes', note: 'Un récapitulatif hebdomadaire ou mensuel des nouveautés sur vos thèmes.', path: '/circle' },
      ],
      firstLead: 'Pour commencer, faites le diagnostic de maturité en cinq minutes. Vos recommandations en découlent.',
      firstAction: 'Faire le diagnostic de maturité',
      closing: 'L’équipe Akoma',
    },
    eventRegistration: {
      subject: (event) => `Inscription confirmée${nbsp}: ${event}`,
      preview: 'Votre place est réservée. L’invitation d’agenda est jointe.',
      heading: 'Votre place est réservée',
      intro: (event) => `Merci de votre inscription à ${event}. Nous avons hâte de vous y retrouver.`,
      calendar: `L’invitation d’agenda est jointe à cet e-mail${nbsp}: ouvrez-la pour ajouter l’événement à votre agenda.`,
      undated: 'Nous vous enverrons la date dès qu’elle sera fixée.',
      cancel: [`Un empêchement${nbsp}? `, 'Annulez votre inscription', ' depuis vos événements IndyCircle pour libérer votre place.'],
    },
    eventReminder: {
      subject: (event) => `Demain${nbsp}: ${event}`,
      preview: 'Votre événement commence dans 24 heures.',
      heading: `Votre événement commence dans 24${nbsp}heures`,
      intro: (event) => `Pour rappel, ${event} commence dans 24${nbsp}heures.`,
      join: 'Comment participer',
      joinOnline: `L’événement a lieu en ligne${nbsp}: le lien de connexion figure avec votre inscription dans IndyCircle.`,
      joinInPerson: 'Merci d’arriver 15 minutes avant le début pour l’accueil sur place.',
      unsubscribe: 'Ne plus recevoir de rappels',
    },
    eventRecording: {
      subject: (event) => `Le replay de ${event}`,
      preview: 'Regardez-le quand vous le souhaitez.',
      heading: 'Le replay est disponible',
      intro: (event) => `Merci de votre inscription à ${event}. Le replay est en ligne, à regarder ou à partager avec votre équipe.`,
      watch: 'Regarder le replay',
      unsubscribe: 'Ne plus recevoir de rappels ni de replays',
    },
    digest: {
      subject: (frequency) => (frequency === 'weekly' ? 'Votre semaine IndyCircle' : 'Votre mois IndyCircle'),
      preview: 'Nouveaux contenus et prochains événements sur les thèmes que vous suivez.',
      heading: (frequency) => (frequency === 'weekly' ? 'Cette semaine sur vos thèmes' : 'Ce mois-ci sur vos thèmes'),
      intro: 'Voici ce qu’Akoma a publié sur les thèmes que vous suivez.',
      pieces: 'Nouveaux contenus',
      events: 'Prochains événements',
      recommended: 'Recommandé pour vous',
      topics: ['', 'Modifier les thèmes que vous suivez', ' dans IndyCircle.'],
      unsubscribe: 'Ne plus recevoir ce récapitulatif',
      reasons: {
        weakestArea: (area, score) => `Votre point le plus faible est ${area} (${String(score)}/100)`,
        savedTopic: (count, topic) => `Vous avez enregistré ${String(count)} ${count === 1 ? 'contenu' : 'contenus'} sur le thème ${topic}`,
        newest: 'Parmi les plus récents de notre bibliothèque',
      },
      topicNames: {
        capability: 'Compétences',
        wellbeing: 'Bien-être',
        performance: 'Performance',
        'african-business': 'Entreprises africaines',
      },
    },
    passwordChanged: {
      subject: 'Le mot de passe de votre compte IndyCircle a été modifié',
      preview: 'Si c’était vous, vous n’avez rien à faire.',
      heading: 'Votre mot de passe a été modifié',
      intro: 'Le mot de passe de votre compte IndyCircle vient d’être modifié. Si c’était vous, vous n’avez rien à faire.',
      notYou:
        'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant, pour que la personne qui l’a modifié ne puisse plus se connecter.',
      reset: 'Réinitialiser mon mot de passe',
      contact: ['Puis ', 'prévenez-nous', ' pour que nous vérifiions votre compte avec vous.'],
    },
    emailChanged: {
      subject: 'L’adresse e-mail de votre compte IndyCircle a été modifiée',
      preview: 'Votre compte utilise désormais une nouvelle adresse.',
      heading: 'Votre adresse e-mail a été modifiée',
      intro: (newEmail) =>
        `Votre compte IndyCircle utilise désormais ${newEmail}. Nous envoyons cet avis à votre ancienne adresse pour vous en informer.`,
      notYou: `Si vous n’êtes pas à l’origine de ce changement, quelqu’un d’autre a peut-être accès à votre compte. Répondez à cet e-mail ou contactez-nous sans attendre${nbsp}: nous vérifierons le compte avec vous et rétablirons votre adresse.`,
      contact: ['', 'Contacter Akoma', ' pour récupérer votre compte.'],
    },
  },
};
