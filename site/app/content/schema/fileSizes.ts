import { z } from 'zod';

import { line } from './fields.ts';
import { template } from './template.ts';

/**
 * How a download or a film says what it costs to open (site/content/site/file-sizes.yaml): its format
 * and size, "PDF, 312 KB", so a visitor on prepaid data knows what a tap costs before it costs it.
 * The size is written by the site (app/format.ts, formatFileSize) in the units below.
 */
export const fileSizesSchema = z
  .object({
    kilobytes: template(20, { '{size}': 'the whole kilobytes' }, 'Kilobytes').meta({
      description: '“312 KB”, with {size} for the number.',
    }),
    megabytes: template(20, { '{size}': 'the megabytes' }, 'Megabytes').meta({ description: '“1.2 MB”, with {size} for the number.' }),
    pdf: template(40, { '{size}': 'its size' }, 'A PDF').meta({ description: '“PDF, 312 KB”: the pieces’ PDFs, the careers guide.' }),
    calendar: template(60, { '{size}': 'its size' }, 'A calendar file').meta({
      description: '“Calendar file (ICS), 1 KB”: an event’s Add to calendar.',
    }),
    data: z
      .object({
        format: line(40).meta({ title: 'Before it is made', description: '“JSON”: the file’s format, before it exists.' }),
        made: template(40, { '{size}': 'its size' }, 'Once made').meta({ description: '“JSON, 4 KB”, once the file is ready.' }),
      })
      .strict()
      .meta({ title: 'A member’s data export' }),
    video: template(60, { '{size}': 'the estimated size' }, 'A film on YouTube').meta({
      description: '“YouTube, about 13 MB at 360p”: estimated from its running time at YouTube’s 360p rate.',
    }),
    withSize: template(120, { '{label}': 'the link’s own name', '{file}': 'the format and size' }, 'A link named with its size').meta({
      description: 'What a screen reader says for such a link: “Download PDF (PDF, 312 KB)”.',
    }),
  })
  .strict();

export type FileSizesContent = z.output<typeof fileSizesSchema>;
