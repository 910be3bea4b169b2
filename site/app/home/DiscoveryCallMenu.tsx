import { IconCalendar, IconMessage, IconPhone, Menu, MenuItem, type MenuProps } from '@akoma/design-system';

import { discoveryCall, type DiscoveryCallChannel } from '../content/homeHero';

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
