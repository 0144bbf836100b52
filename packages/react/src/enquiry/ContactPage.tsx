import { selectUserId, selectUserName } from '@skatekit/core';
import {
  clampMessage,
  MESSAGE_MAX,
  mapsSearchLink,
  messageCounterAtLimit,
  telLink,
  chatLink,
  validateContact,
  type ContactForm,
} from '@skatekit/core/rules';
import { charCounter, TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useAsync } from '../hooks/useAsync';
import { useSession, useSettings } from '../hooks/useStores';
import { useStorefront } from '../provider/useStorefront';
import { OfficesList } from '../content/OfficesPage';
import { logSilently } from '../shell/errors';
import { TextAreaField, TextField } from '../shell/Field';
import { keepNumber, NumberField } from '../shell/NumberField';
import { useFormFields } from '../shell/useFormFields';
import { Button } from '../ui/Button';
import { notify } from '../ui/toast';
import { useSkateStyles } from '../provider/sheets';
import { ENQUIRY_SHEETS } from '../styles/groups/enquiry';
import { Page } from '../ui/Page';

const EMPTY: Required<ContactForm> = { name: '', email: '', phone: '', message: '' };

/**
 * /contact, "Get In Touch": Name, Email, Phone and Message (at most 500, counter "n/500" turning red
 * at 500), "Send Message" ("Sending..." while busy), "Thank you for contacting!" or "Something went
 * wrong. Please try again.". Beside it the contact details (office address, phone, e-mail, chat, social
 * links), a map link and the offices list. The map is a link to a maps search, not an embedded third-party frame.
 */
export function ContactPage() {
  useSkateStyles(ENQUIRY_SHEETS);
  const { api } = useStorefront();
  const userId = useSession(selectUserId);
  const userName = useSession(selectUserName);

  // The spec fetches class levels here but shows nothing of them; kept for backend parity, errors only logged.
  useEffect(() => {
    api.site.classLevels().catch((error: unknown) => logSilently('class levels', error));
  }, [api]);

  const { form, busy, bind, onSubmit } = useFormFields(EMPTY, {
    validate: validateContact,
    normalise: { message: clampMessage, phone: keepNumber('mobile') },
    submit: async (valid, { reset }) => {
      try {
        await api.leads.create({
          name: valid.name.trim(),
          email: valid.email.trim(),
          mobile: valid.phone.trim(),
          remark: valid.message,
          user_id: userId ?? '',
          user_name: userName,
        });
        notify.success(TEXTS.THANK_YOU_CONTACTING);
        reset();
      } catch (error) {
        logSilently('contact', error);
        notify.error(TEXTS.SOMETHING_WENT_WRONG_RETRY);
      }
    },
  });

  const atLimit = messageCounterAtLimit(form.message.length);
  return (
    <Page title={TEXTS.GET_IN_TOUCH} titleId="skate-contact-title" className="skate-contact">
      <div className="skate-contact-grid">
        <form className="skate-card skate-form-card" part="card" noValidate onSubmit={onSubmit}>
          <TextField label={TEXTS.NAME} {...bind('name')} autoComplete="name" required />
          <TextField label={TEXTS.EMAIL} {...bind('email')} type="email" autoComplete="email" required />
          <NumberField kind="mobile" label={TEXTS.PHONE} {...bind('phone')} autoComplete="tel" required />
          <TextAreaField
            label={TEXTS.MESSAGE}
            {...bind('message')}
            rows={5}
            maxLength={MESSAGE_MAX}
            hint={
              <span data-testid="skate-message-counter">{charCounter(form.message.length, MESSAGE_MAX)}</span>
            }
            hintDanger={atLimit}
          />
          <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
            {busy ? TEXTS.SENDING : TEXTS.SEND_MESSAGE}
          </Button>
        </form>
        <ContactInfo />
      </div>
      <OfficesList headingLevel={2} />
    </Page>
  );
}

/**
 * The academy's address (with a maps link), phone, e-mail, chat and social profiles, from the office
 * record and the help settings.
 */
function ContactInfo() {
  const { api } = useStorefront();
  const help = useSettings((state) => state.help);
  const loadSettings = useSettings((state) => state.loadSettings);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);
  const office = useAsync(() => api.delivery.office(), [api]);
  const address = office.data?.google_address ?? '';
  const phone = help?.mobile ? telLink(help.mobile) : null;
  const chat = help?.whatsapp_number ? chatLink(help.whatsapp_number) : null;
  return (
    <aside className="skate-card skate-contact-info" part="card" aria-labelledby="skate-contact-info-title">
      <h2 id="skate-contact-info-title" className="skate-card-title">
        {TEXTS.CONTACT_INFO}
      </h2>
      <dl className="skate-details">
        {address ? (
          <div>
            <dt>{TEXTS.ADDRESS_LINE}</dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
        ) : null}
        {phone && help ? (
          <div>
            <dt>{TEXTS.PHONE}</dt>
            <dd>
              <a href={phone}>{help.mobile}</a>
            </dd>
          </div>
        ) : null}
        {help?.email ? (
          <div>
            <dt>{TEXTS.EMAIL}</dt>
            <dd>
              <a href={`mailto:${help.email}`}>{help.email}</a>
            </dd>
          </div>
        ) : null}
        {chat ? (
          <div>
            <dt>{TEXTS.HELP_CHAT}</dt>
            <dd>
              <a href={chat} target="_blank" rel="noopener noreferrer">
                {help?.whatsapp_number}
              </a>
            </dd>
          </div>
        ) : null}
        {help && help.social_links.length > 0 ? (
          <div>
            <dt>{TEXTS.FOLLOW_US}</dt>
            <dd>
              <ul className="skate-social-links">
                {help.social_links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {address ? (
        <a
          className="skate-btn skate-btn--outline"
          part="button button-outline"
          href={mapsSearchLink(address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {TEXTS.VIEW_ON_MAP}
        </a>
      ) : null}
    </aside>
  );
}
