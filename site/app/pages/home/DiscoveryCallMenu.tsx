import { IconCalendar, IconMessage, IconPhone, Menu, MenuItem, type MenuProps } from '@akoma/design-system';

import { discoveryCall, type DiscoveryCallChannel } from '../../content/homeHero';

// The menu's own three icons rather than the content-icon registry (content/contentIcons.ts): the
// menu is in the hero, so it loads at start-up, and the registry would bring its whole table and a
// chunk of its own into the home page's first script (0.5 KB gzipped); it travels with the lazily
// loaded sections and pages instead.
const channelIcons: Record<DiscoveryCallChannel, typeof IconCalendar> = {
  scheduling: IconCalendar,
  phone: IconPhone,
  whatsapp: IconMessage,
};

/** "Book Discovery Call": Calendly in a new tab, a phone dial link, or a WhatsApp chat with a greeting. */
export function DiscoveryCallMenu({ variant = 'secondary', size }: Pick<MenuProps, 'variant' | 'size'>) {
  return (
    <Menu label={discoveryCall.label} variant={variant} size={size} icon={<IconCalendar />}>
      {discoveryCall.items.map(({ channel, label, href }) => {
        const Icon = channelIcons[channel];
        return (
          <MenuItem key={channel} href={href} icon={<Icon />}>
            {label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}

export default DiscoveryCallMenu;
