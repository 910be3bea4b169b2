import { z } from 'zod';

import { line, link } from './fields.ts';
import { template } from './template.ts';

/**
 * The header's menu for a signed-in member (site/content/site/member-menu.yaml): IndyCircle, their
 * account, and Sign out. Apart from the header's other words, so visitors' pages never carry them.
 */
export const memberMenuSchema = z
  .object({
    /** The button's name for screen readers; the button shows a person icon. */
    greeting: template(40, { '{name}': 'the member’s first name' }, 'Button’s name for screen readers'),
    circle: link.meta({ title: 'IndyCircle link' }),
    account: link.meta({ title: 'Account link' }),
    signOut: z
      .object({
        label: line(30).meta({ title: 'Words' }),
        done: line(80).meta({ title: 'Once signed out' }),
        failed: line(120).meta({ title: 'When signing out fails' }),
      })
      .strict()
      .meta({ title: 'Sign out' }),
  })
  .strict();

export type MemberMenuContent = z.output<typeof memberMenuSchema>;
