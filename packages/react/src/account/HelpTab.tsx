import { chatLink, telLink } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useEffect } from 'react';
import { useSettings } from '../hooks/useStores';
import { Loading } from '../ui/Spinner';
import { useSkateStyles } from '../provider/sheets';
import { ACCOUNT_SHEETS } from '../styles/groups/account';

/** My Account > Help: a chat link to the merchant's messaging number and a call link, both with +91. */
export function HelpTab() {
  useSkateStyles(ACCOUNT_SHEETS);
  const help = useSettings((state) => state.help);
  const loaded = useSettings((state) => state.loaded);
  const loadSettings = useSettings((state) => state.loadSettings);
  useEffect(() => {
    void loadSettings();
  }, [loadSettings]);

  if (!help && !loaded) return <Loading />;
  const chat = help?.whatsapp_number ? chatLink(help.whatsapp_number) : null;
  const call = help?.mobile ? telLink(help.mobile) : null;
  return (
    <div className="skate-help">
      <h2 className="skate-help-title">{TEXTS.HELP_HEADING}</h2>
      <div className="skate-help-actions">
        {chat ? (
          <a
            className="skate-btn skate-btn--primary"
            part="button button-primary"
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
          >
            {TEXTS.HELP_CHAT}
          </a>
        ) : null}
        {call ? (
          <a className="skate-btn skate-btn--outline" part="button button-outline" href={call}>
            {TEXTS.HELP_CALL}
          </a>
        ) : null}
      </div>
    </div>
  );
}
