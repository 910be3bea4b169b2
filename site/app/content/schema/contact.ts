import { z } from 'zod';

import { artAlt, publicImage, template } from './companyFields.ts';
import { contentIcon, line, paragraph } from './fields.ts';

/**
 * The contact page's words (site/content/pages/contact.yaml): hero, topic cards, the form and its
 * messages, other ways to reach us. The phone number, e-mail address, office and booking page are
 * under Contact details.
 */

/**
 * The topics a message can have, as the contact function knows them (`interestIds` of
 * @akoma/supabase/contract, which the build's configuration cannot load; a test keeps the two the same).
 */
export const contactTopics = ['capability', 'wellbeing', 'performance', 'consultation', 'partnership', 'other'] as const;

const heading = line(80);
const intro = paragraph(200).meta({ title: 'Introduction' });
const titled = z.object({ title: line(60), description: paragraph(140) }).strict();

export const contactSchema = z
  .object({
    hero: z
      .object({
        lead: paragraph(300),
        scrollToForm: line(40).meta({ title: 'First button', description: 'Jumps to the form.' }),
        /** The call button, with {phone} where the phone number goes. */
        call: template(40, { phone: 'the phone number' }).meta({
          title: 'Call button',
          description: 'With {phone} where the phone number (Contact details) goes: “Call {phone}”.',
        }),
        artAlt,
      })
      .strict()
      .meta({ title: 'Hero' }),
    interests: z
      .object({
        heading,
        intro,
        /** The radio group's name for screen readers (the section heading says it on screen). */
        label: line(40).meta({ title: 'Topics’ name', description: 'What a screen reader calls the group of topics.' }),
        cards: z
          .array(
            z
              .object({
                /** Which topic the message is routed as: the code and the server know each by this id. */
                topic: z.enum(contactTopics).meta({ description: 'Which team the message goes to.' }),
                title: line(30),
                description: paragraph(80),
                icon: contentIcon,
              })
              .strict(),
          )
          .min(2, 'at least 2 topics')
          .max(contactTopics.length, `at most ${String(contactTopics.length)} topics`)
          .superRefine((cards, context) => {
            cards.forEach((card, index) => {
              if (cards.findIndex((other) => other.topic === card.topic) !== index)
                context.addIssue({ code: 'custom', path: [index, 'topic'], message: 'each topic may have one card only' });
            });
          })
          .meta({ title: 'Topics' }),
      })
      .strict()
      .meta({ title: 'Topics' }),
    form: z
      .object({
        heading,
        intro,
        requiredNote: line(60).meta({ title: 'Required fields note' }),
        topicLabel: line(20).meta({ title: 'Topic', description: 'Before the chosen topic: “Topic: Build Capability”.' }),
        noTopic: line(30).meta({ title: 'No topic chosen' }),
        changeTopic: line(30).meta({ title: 'Choose a topic link' }),
        labels: z
          .object({
            name: line(30),
            email: line(30).meta({ title: 'E-mail' }),
            company: line(30),
            role: line(30).meta({ title: 'Job title' }),
            country: line(30),
            message: line(30),
          })
          .strict()
          .meta({ title: 'Field labels' }),
        countryPlaceholder: line(40).meta({ title: 'Country, before one is chosen' }),
        countries: z
          .array(
            z
              .object({
                value: line(40).meta({ title: 'Sent as', description: 'What the message says for this country.' }),
                label: line(40).meta({ title: 'Shown as' }),
              })
              .strict(),
          )
          .min(1, 'at least 1 country')
          .max(60, 'at most 60 countries'),
        messageHint: paragraph(120).meta({ title: 'Message hint' }),
        submit: line(30).meta({ title: 'Send button' }),
        sending: line(30).meta({ title: 'Send button while sending' }),
        sent: titled.meta({ title: 'Message sent' }),
        failed: titled.meta({ title: 'Message not sent' }),
        errors: z
          .object({
            nameMissing: line(60).meta({ title: 'No name' }),
            messageMissing: line(80).meta({ title: 'No message' }),
            /** A field over the server's limit, with {length} and {limit}, written with thousands separators. */
            tooLong: template(100, { length: 'its length', limit: 'the limit' }).meta({
              title: 'Too long',
              description: 'With {length} where the text’s length goes and {limit} where the limit goes.',
            }),
          })
          .strict()
          .meta({ title: 'Problems with a field' }),
        rateLimited: z
          .object({
            title: line(80),
            /** {wait} reads "in about 8 minutes"; the e-mail address follows it. */
            description: template(140, { wait: 'when to try again (“in about 8 minutes”)' }).meta({
              description: 'With {wait} where “in about 8 minutes” goes; the e-mail address follows it.',
            }),
          })
          .strict()
          .meta({ title: 'Too many messages in a short time' }),
        conflict: titled.meta({ title: 'Message changed while sending' }),
      })
      .strict()
      .meta({ title: 'Form' }),
    otherWays: z
      .object({
        heading,
        intro,
        office: z
          .object({
            image: publicImage.meta({ title: 'Picture' }),
            timezoneLabel: line(20).meta({ title: 'Time zone label' }),
            hoursLabel: line(20).meta({ title: 'Office hours label' }),
          })
          .strict()
          .meta({ title: 'Office (its address and hours are under Contact details)' }),
        chat: z
          .object({ heading: line(40), description: paragraph(140), action: line(40).meta({ title: 'Button' }) })
          .strict()
          .meta({ title: 'WhatsApp' }),
        booking: z
          .object({ heading: line(40), description: paragraph(140), action: line(40).meta({ title: 'Button' }) })
          .strict()
          .meta({ title: 'Book a call' }),
      })
      .strict()
      .meta({ title: 'Other ways to reach us' }),
  })
  .strict();

export type ContactContent = z.output<typeof contactSchema>;
