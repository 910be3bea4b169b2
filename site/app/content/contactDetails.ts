import details from '#content/contactDetails';

/**
 * How people reach the company, as the pages use it: the details are content
 * (site/content/site/contact-details.yaml, "Contact details" in the content editor); here are the
 * links made from them. `contactDetails.phone` is the number as shown and its tel: link.
 *
 * EXAMPLE VALUES: the file's phone numbers, addresses, e-mail, links, films and social accounts
 * are placeholders the company replaces before launch (see README, "Content to replace").
 */
export const contactDetails = {
  ...details,
  phone: { display: details.phone, href: `tel:${details.phone.replace(/\s/g, '')}` },
};

/** A WhatsApp chat link that opens with a prefilled message. */
export function whatsappLink(message: string = contactDetails.whatsapp.greeting): string {
  return `https://wa.me/${contactDetails.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

export const mailtoLink = (subject?: string) => `mailto:${contactDetails.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
