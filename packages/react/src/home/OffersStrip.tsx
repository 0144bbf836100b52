import { SCROLL_STEP_OFFERS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { useMemo } from 'react';
import { useOffers } from '../hooks/useCatalogue';
import { useLogOnError } from '../hooks/useToastOnError';
import { ScrollRow } from '../ui/ScrollRow';
import { SkateImage } from '../ui/SkateImage';
import { useSkateStyles } from '../provider/sheets';
import { HOME_SHEETS } from '../styles/groups/home';
import { LinkButton } from '../ui/LinkButton';
import { HomeSection } from './HomeSection';

/**
 * Limited Time Offers: the merchant's offers in reverse order, scrolled 250 px per chevron.
 * Hidden while loading, when empty and when the call fails (the failure is only logged).
 */
export function OffersStrip() {
  useSkateStyles(HOME_SHEETS);
  const offers = useOffers();
  useLogOnError(offers.status, offers.error, 'offers');
  const list = useMemo(() => [...(offers.data ?? [])].reverse(), [offers.data]);
  if (offers.status !== 'success' || list.length === 0) return null;
  return (
    <HomeSection titleId="skate-offers-title" title={TEXTS.LIMITED_TIME_OFFERS} className="skate-offers">
      <ScrollRow step={SCROLL_STEP_OFFERS} label={TEXTS.LIMITED_TIME_OFFERS}>
        {list.map((offer, index) => (
          <li key={offer._id ?? `${offer.title}-${index}`}>
            <article className="skate-card skate-offer-card" part="card">
              <div className="skate-offer-media">
                <SkateImage path={offer.image} alt={offer.title} fallbackHeight={175} />
                <span className="skate-badge" part="badge">
                  {TEXTS.LIMITED_TIME_OFFER}
                </span>
              </div>
              <div className="skate-offer-body">
                <h3 className="skate-offer-title">{offer.title}</h3>
                {offer.description ? <p className="skate-offer-desc">{offer.description}</p> : null}
                {offer.link ? (
                  <LinkButton to={offer.link} variant="accent" size="sm">
                    {TEXTS.CLAIM_YOUR_OFFER}
                  </LinkButton>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
