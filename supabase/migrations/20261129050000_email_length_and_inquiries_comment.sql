-- One longest e-mail address everywhere: 255 characters, as Auth (GoTrue) accepts for an account.
-- Inquiries and newsletter sign-ups held addresses to 254, so an address someone could sign up
-- with was refused on the contact form.
alter table public.contact_inquiries
  drop constraint contact_inquiries_email_check,
  add constraint contact_inquiries_email_check check (char_length(email) between 3 and 255);

alter table public.newsletter_subscribers
  drop constraint newsletter_subscribers_email_check,
  add constraint newsletter_subscribers_email_check check (char_length(email) between 3 and 255);

-- The table's comment said it also held newsletter sign-ups; they have their own table,
-- newsletter_subscribers. Deployed migrations stay as they ran, so the comment is corrected here.
comment on table public.contact_inquiries is
  'Every contact inquiry the site received, stored before the company is e-mailed. Newsletter sign-ups are kept in newsletter_subscribers.';
