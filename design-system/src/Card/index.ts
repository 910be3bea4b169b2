export { Card, CardLink, cardShadows, cardTones } from './Card';
export type { CardLinkProps, CardProps, CardShadow, CardTone } from './Card';
