import { expect, test, type Page } from '@playwright/test';

import { expectNoAxeViolations } from './axe';
import { waitForHydration } from './hydrated';
import { message, messages, setMailFailing, uniqueEmail } from './mailbox';

const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const field = (page: Page, name: string | RegExp) => form(page).getByRole('textbox', { name });
const submitButton = (page: Page) => form(page).getByRole('button', { name: /Send message|Sending/ });
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** Where the contact form sends an inquiry: the send-contact-email function's inquiries route. */
const inquiriesRoute = '**/functions/v1/send-contact-email/inquiries';

async function openContact(page: Page, path = '/contact') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: "Let's transform your workplace together" })).toBeVisible();
}

test.describe('/contact interest cards', () => {
  test('choosing a card marks it and sets the form’s topic, one at a time', async ({ page }) => {
    await openContact(page);
    const topics = page.getByRole('group', { name: 'Topic of your message' });
    await expect(topics.getByRole('radio')).toHaveCount(6);
    await expect(form(page)).toContainText('Topic: General enquiry');

    await page.getByText('Wellness, culture and psychological safety.').click();
    await expect(topics.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
    await expect(form(page)).toContainText('Topic: Fuel Wellbeing');

    await page.getByText('Universities, governments, NGOs and tech firms.').click();
    await expect(topics.getByRole('radio', { name: 'Partnership' })).toBeChecked();
    await expect(topics.getByRole('radio', { name: 'Fuel Wellbeing' })).not.toBeChecked();
    await expect(topics.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(form(page)).toContainText('Topic: Partnership');
  });

  test('arrow keys move the choice, and the form follows', async ({ page }) => {
    await openContact(page);
    const capability = page.getByRole('radio', { name: 'Build Capability' });
    await capability.focus();
    await page.keyboard.press('Space');
    await expect(capability).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
    await expect(form(page)).toContainText('Topic: Fuel Wellbeing');
  });
});

test.describe('/contact form validation', () => {
  test('an empty submit explains each required field under it and focuses the first', async ({ page }) => {
    await openContact(page);
    await submitButton(page).click();
    const name = field(page, 'Full Name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your full name.');
    await expect(field(page, 'Email Address')).toHaveAccessibleDescription('Enter your email address.');
    await expect(field(page, 'Message')).toHaveAccessibleDescription(/Enter a message, so we know how we can help\./);
    // Optional fields are never flagged.
    await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(notifications(page)).not.toContainText('Error sending message');
  });

  test('a malformed e-mail gets a clear message and focus, and nothing typed is lost', async ({ page }) => {
    await openContact(page);
    await field(page, 'Full Name').fill('Ada Okafor');
    await field(page, 'Email Address').fill('ada@bank');
    await field(page, 'Company').fill('First Lagos Bank');
    await field(page, 'Message').fill('We want to grow our branch managers.');
    await submitButton(page).click();

    const email = field(page, 'Email Address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@company.com.');
    await expect(field(page, 'Full Name')).toHaveValue('Ada Okafor');
    await expect(email).toHaveValue('ada@bank');
    await expect(field(page, 'Company')).toHaveValue('First Lagos Bank');
    await expect(field(page, 'Message')).toHaveValue('We want to grow our branch managers.');

    // Fixing the field clears its message straight away.
    await email.fill('ada@bank.com.ng');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('shows its errors without accessibility violations, on a phone and a wide screen', async ({ page }) => {
    // Two full-page axe runs over a long page.
    test.slow();
    for (const viewport of [phone, wide]) {
      await page.setViewportSize(viewport);
      await openContact(page);
      await submitButton(page).click();
      await expect(field(page, 'Full Name')).toBeFocused();
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('/contact sending', () => {
  test('a successful send shows the success toast, clears the form and the topic, and delivers the inquiry', async ({ page }) => {
    const email = uniqueEmail('ada');
    await openContact(page);
    await page.getByText('Leadership, skills and learning programmes.').click();
    await field(page, 'Full Name').fill('Ada Okafor');
    await field(page, 'Email Address').fill(email);
    await field(page, 'Job Title').fill('Head of People');
    await form(page).getByRole('combobox', { name: 'Country' }).selectOption('Nigeria');
    await field(page, 'Message').fill('We want to build leadership capability across 40 branches.');
    await submitButton(page).click();

    const toasts = notifications(page);
    await expect(toasts).toContainText('Message sent successfully!');
    await expect(toasts).toContainText("We'll get back to you within 24 hours.");
    for (const name of ['Full Name', 'Email Address', 'Company', 'Job Title', 'Message']) await expect(field(page, name)).toHaveValue('');
    await expect(form(page).getByRole('combobox', { name: 'Country' })).toHaveValue('');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(form(page)).toContainText('Topic: General enquiry');

    // The inquiry arrived with its subject, its fields, and the visitor as the reply-to address.
    let delivered: Awaited<ReturnType<typeof message>> | undefined;
    await expect
      .poll(async () => {
        for (const summary of await messages()) {
          if (summary.Subject !== 'New Contact Inquiry - capability') continue;
          const candidate = await message(summary.ID);
          if (candidate.ReplyTo.some((entry) => entry.Address === email)) delivered = candidate;
        }
        return delivered !== undefined;
      })
      .toBe(true);
    expect(delivered?.Text).toContain('Ada Okafor');
    expect(delivered?.Text).toContain('Head of People');
    expect(delivered?.Text).toContain('We want to build leadership capability across 40 branches.');
  });

  test('a failed send keeps every value and the topic, and shows the error toast', async ({ page }) => {
    // The inquiry goes to the send-contact-email server function's inquiries route: make it answer with an error.
    await page.route(inquiriesRoute, (route) => route.fulfill({ status: 500, body: '{"error":"down"}' }));
    await openContact(page);

    await page.getByText('Execution systems, OKRs and analytics.').click();
    await field(page, 'Full Name').fill('Kofi Mensah');
    await field(page, 'Email Address').fill('kofi@example.com.gh');
    await field(page, 'Company').fill('Savanna Foods');
    await field(page, 'Job Title').fill('COO');
    await form(page).getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Other African Country' });
    await field(page, 'Message').fill('Our targets stall by mid-year.');

    // Record what the submit button shows while the request runs.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      const seen: string[] = [];
      (window as unknown as { seenButtonStates: string[] }).seenButtonStates = seen;
      if (!button) return;
      new MutationObserver(() => {
        seen.push(`${button.textContent}|${button.getAttribute('aria-disabled') ?? ''}`);
      }).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await submitButton(page).click();

    const toasts = notifications(page);
    await expect(toasts).toContainText('Error sending message');
    await expect(toasts).toContainText('Please try again or contact us directly.');
    const seen = await page.evaluate(() => (window as unknown as { seenButtonStates: string[] }).seenButtonStates);
    expect(seen).toContain('Sending...|true');

    await expect(field(page, 'Full Name')).toHaveValue('Kofi Mensah');
    await expect(field(page, 'Email Address')).toHaveValue('kofi@example.com.gh');
    await expect(field(page, 'Company')).toHaveValue('Savanna Foods');
    await expect(field(page, 'Job Title')).toHaveValue('COO');
    await expect(form(page).getByRole('combobox', { name: 'Country' })).toHaveValue('Other');
    await expect(field(page, 'Message')).toHaveValue('Our targets stall by mid-year.');
    await expect(page.getByRole('radio', { name: 'Drive Performance' })).toBeChecked();
    // Ready to try again.
    await expect(submitButton(page)).toHaveText('Send message');
    await expect(submitButton(page)).toBeEnabled();
    await expect(toasts).not.toContainText('Message sent successfully!');
  });
});

test.describe('/contact when the mail provider is down', () => {
  test('the inquiry is still received, since it is stored first, and reaches the inbox exactly once when mail is back', async ({
    page,
  }) => {
    // The local backend retries pending mail every 30 seconds, from a minute after a failed attempt.
    test.setTimeout(240_000);
    const email = uniqueEmail('amara');
    const inquiriesFrom = async () => {
      const found = [];
      for (const summary of await messages()) {
        const candidate = await message(summary.ID);
        if (candidate.ReplyTo.some((entry) => entry.Address === email)) found.push(candidate);
      }
      return found;
    };
    await setMailFailing(true, email);
    try {
      await openContact(page);
      await page.getByText('Wellness, culture and psychological safety.').click();
      await field(page, 'Full Name').fill('Amara Nwosu');
      await field(page, 'Email Address').fill(email);
      await field(page, 'Company').fill('ZestPay Fintech');
      await field(page, 'Job Title').fill('Chief People Officer');
      await form(page).getByRole('combobox', { name: 'Country' }).selectOption('Kenya');
      await field(page, 'Message').fill('Burnout is rising in our engineering teams.');
      await submitButton(page).click();

      await expect(notifications(page)).toContainText('Message sent successfully!');
      await expect(field(page, 'Message')).toHaveValue('');
      expect(await inquiriesFrom()).toHaveLength(0);
    } finally {
      await setMailFailing(false);
    }

    // The provider is back: the stored inquiry arrives once, with everything typed.
    await expect.poll(async () => (await inquiriesFrom()).length, { timeout: 180_000, intervals: [2000] }).toBe(1);
    const [delivered] = await inquiriesFrom();
    expect(delivered?.Subject).toBe('New Contact Inquiry - wellbeing');
    for (const value of [
      'Amara Nwosu',
      email,
      'ZestPay Fintech',
      'Chief People Officer',
      'Kenya',
      'Burnout is rising in our engineering teams.',
    ])
      expect(delivered?.Text).toContain(value);
  });
});

test.describe('/contact hand-off through the address', () => {
  test('?interest= and ?message= fill in the topic card and the message', async ({ page }) => {
    await openContact(page, '/contact?interest=partnership&message=We%20run%20a%20graduate%20programme%20in%20Accra.');
    await expect(page.getByRole('radio', { name: 'Partnership' })).toBeChecked();
    await expect(form(page)).toContainText('Topic: Partnership');
    await expect(field(page, 'Message')).toHaveValue('We run a graduate programme in Accra.');
  });

  test('an unknown interest is ignored', async ({ page }) => {
    await openContact(page, '/contact?interest=sales&message=Hello');
    await expect(field(page, 'Message')).toHaveValue('Hello');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(form(page)).toContainText('Topic: General enquiry');
  });
});

test.describe('/contact hero and other ways to reach us', () => {
  test('"Send us a message" takes focus to the form’s heading and keeps the address', async ({ page }) => {
    await openContact(page, '/contact?interest=wellbeing');
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' }).locator('[tabindex="-1"]')).toBeFocused();
    await expect(page).toHaveURL('/contact?interest=wellbeing');
    await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
  });

  test('the call button dials, and the office card gives Lagos details, the timezone and hours', async ({ page }) => {
    await openContact(page);
    await expect(page.getByRole('link', { name: 'Call +234 800 000 0000' })).toHaveAttribute('href', 'tel:+2348000000000');
    const office = page.getByRole('region', { name: 'Other ways to reach us' });
    await expect(office.getByRole('heading', { name: 'Lagos, Nigeria' })).toBeVisible();
    await expect(office).toContainText('12 Example Crescent, Victoria Island, Lagos, Nigeria');
    await expect(office).toContainText('Timezone: WAT (UTC+1)');
    await expect(office).toContainText('Office hours: Monday to Friday, 09:00 to 18:00 WAT');
    await expect(office.getByRole('link', { name: 'hello@akoma.example' })).toHaveAttribute('href', 'mailto:hello@akoma.example');
  });

  test('chat and call booking open in a new tab, safely', async ({ page }) => {
    await openContact(page);
    const chat = page.getByRole('link', { name: /Start a WhatsApp chat/ });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/2348000000000\?text=/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const booking = page.getByRole('link', { name: /Book a call/ });
    await expect(booking).toHaveAttribute('href', 'https://calendly.com/akoma-example/discovery-call');
    await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('/contact message length', () => {
  test('the message counts its characters against 5,000, and a longer one is refused on the spot with nothing lost', async ({ page }) => {
    let sends = 0;
    await page.route(inquiriesRoute, async (route) => {
      if (route.request().method() === 'POST') sends += 1;
      await route.continue();
    });
    await openContact(page);
    const message = field(page, 'Message');
    await expect(message).toHaveAccessibleDescription(/0 \/ 5,000 characters$/);
    await message.fill('We want to build leadership capability across 40 branches.');
    await expect(message).toHaveAccessibleDescription(/58 \/ 5,000 characters$/);

    const tooLong = `${'Our branch managers need support. '.repeat(147)}Thank you.`;
    expect(tooLong.length).toBe(5008);
    await field(page, 'Full Name').fill('Ada Okafor');
    await field(page, 'Email Address').fill('ada@bank.com.ng');
    await message.fill(tooLong);
    await expect(form(page).getByText('5,008 / 5,000 characters: 8 too many', { exact: true })).toBeVisible();
    // Near the limit the count is also spoken, once typing pauses.
    await expect(form(page).locator('[aria-live="polite"]')).toHaveText('5,008 / 5,000 characters: 8 too many');

    await submitButton(page).click();
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/^This is 5,008 characters\. Shorten it to 5,000 or fewer\./);
    await expect(message).toHaveValue(tooLong);
    await expect(field(page, 'Full Name')).toHaveValue('Ada Okafor');
    expect(sends).toBe(0);
    // The count past the limit and the error are readable, in words as well as colour.
    await expectNoAxeViolations(page);
  });
});

test.describe('/contact when the server refuses the send', () => {
  test('fields it refuses are marked like the form’s own problems, with focus on the first, and nothing is lost', async ({ page }) => {
    await page.route(inquiriesRoute, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'invalid_request',
          message: 'Some fields need attention.',
          fields: { message: 'Write your message in plain text.', email: 'This address cannot receive e-mail.' },
        }),
      }),
    );
    await openContact(page);
    await field(page, 'Full Name').fill('Kofi Mensah');
    await field(page, 'Email Address').fill('kofi@savanna.example');
    await field(page, 'Company').fill('Savanna Foods');
    await field(page, 'Message').fill('Our targets stall by mid-year.');
    await submitButton(page).click();

    const email = field(page, 'Email Address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This address cannot receive e-mail.');
    await expect(field(page, 'Message')).toHaveAccessibleDescription(/^Write your message in plain text\./);
    for (const [name, value] of [
      ['Full Name', 'Kofi Mensah'],
      ['Email Address', 'kofi@savanna.example'],
      ['Company', 'Savanna Foods'],
      ['Message', 'Our targets stall by mid-year.'],
    ] as const)
      await expect(field(page, name)).toHaveValue(value);
    await expect(notifications(page)).not.toContainText('Message sent successfully!');
    // Editing a field clears the server's message on it, as with the form's own.
    await email.fill('kofi@savannafoods.example');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('too many sends: it says when to try again and offers the e-mail address, keeping everything typed', async ({ page }) => {
    // A real limit takes six sends from one address; the answer is the server's 429 as specified.
    await page.route(inquiriesRoute, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '480' },
        contentType: 'application/json',
        body: JSON.stringify({ error: 'rate_limited', message: 'Too many messages.', retryAfterSeconds: 480 }),
      }),
    );
    await openContact(page);
    await page.getByText('Wellness, culture and psychological safety.').click();
    await field(page, 'Full Name').fill('Amara Nwosu');
    await field(page, 'Email Address').fill('amara@zestpay.example');
    await field(page, 'Message').fill('Burnout is rising in our engineering teams.');
    await submitButton(page).click();

    const notice = form(page).getByRole('status');
    await expect(notice).toContainText("You've sent several messages in a short time");
    await expect(notice).toContainText(
      'Everything you typed is still here. Please send it in about 8 minutes, or email us at hello@akoma.example.',
    );
    await expect(notice.getByRole('link', { name: 'hello@akoma.example' })).toHaveAttribute('href', 'mailto:hello@akoma.example');
    await expect(field(page, 'Full Name')).toHaveValue('Amara Nwosu');
    await expect(field(page, 'Email Address')).toHaveValue('amara@zestpay.example');
    await expect(field(page, 'Message')).toHaveValue('Burnout is rising in our engineering teams.');
    await expect(page.getByRole('radio', { name: 'Fuel Wellbeing' })).toBeChecked();
    await expect(notifications(page)).not.toContainText('Error sending message');
    await expect(submitButton(page)).toHaveText('Send message');

    for (const viewport of [{ width: 320, height: 640 }, wide]) {
      await page.setViewportSize(viewport);
      await expect(notice).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
});
