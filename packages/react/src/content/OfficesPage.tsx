import { mapsSearchLink } from '@skatekit/core/rules';
import type { Office } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { useAsync } from '../hooks/useAsync';
import { useLogOnError } from '../hooks/useToastOnError';
import { useStorefront } from '../provider/useStorefront';
import { MapPinIcon } from '../ui/icons';
import { SkateImage } from '../ui/SkateImage';
import { Skeleton } from '../ui/Skeleton';
import { useSkateStyles } from '../provider/sheets';
import { CONTENT_SHEETS } from '../styles/groups/content';

/** The type label of an office card: "Our Office" for the academy office, "Center" for the rest. */
const typeLabel = (office: Office): string =>
  office.type === TEXTS.OFFICE_TYPE_OFFICE ? TEXTS.OFFICE_TYPE_OFFICE : TEXTS.OFFICE_TYPE_CENTER;

export interface OfficesListProps {
  /** Level of the section heading: 1 on /centers, 2 when embedded (the contact page). */
  headingLevel?: 1 | 2;
}

/**
 * "Our Office/Centers": a card per office or centre with its image, type label, name, address and a
 * "View Directions" link to a maps search for the address. Load failures are only logged.
 */
export function OfficesList({ headingLevel = 2 }: OfficesListProps) {
  useSkateStyles(CONTENT_SHEETS);
  const { api } = useStorefront();
  const offices = useAsync(() => api.site.offices(), [api]);
  useLogOnError(offices.status, offices.error, 'offices');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';
  const list = offices.data ?? [];
  if (offices.status === 'error' && list.length === 0) return null;
  return (
    <section className="skate-section skate-offices" aria-labelledby="skate-offices-title">
      <Heading
        id="skate-offices-title"
        className={headingLevel === 1 ? 'skate-page-title' : 'skate-section-title'}
        part={headingLevel === 1 ? 'heading' : undefined}
      >
        {TEXTS.OUR_OFFICE_CENTERS}
      </Heading>
      <ul className="skate-office-grid">
        {offices.status === 'loading' && list.length === 0
          ? [0, 1, 2].map((n) => (
              <li key={n} className="skate-card skate-office-card" part="card">
                <Skeleton height={160} />
              </li>
            ))
          : list.map((office) => (
              <li
                key={office._id || office.id || office.name}
                className="skate-card skate-office-card"
                part="card"
              >
                <SkateImage
                  path={office.image}
                  alt={office.name}
                  className="skate-office-image"
                  fallbackHeight={160}
                />
                <div className="skate-office-body">
                  <span
                    className={`skate-badge${typeLabel(office) === TEXTS.OFFICE_TYPE_OFFICE ? '' : ' skate-badge--soft'}`}
                    part="badge"
                  >
                    {typeLabel(office)}
                  </span>
                  <CardHeading className="skate-office-name">{office.name}</CardHeading>
                  <address className="skate-office-address">{office.address}</address>
                  <a
                    className="skate-btn skate-btn--outline skate-btn--sm"
                    part="button button-outline"
                    href={mapsSearchLink(office.address)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MapPinIcon />
                    {TEXTS.VIEW_DIRECTIONS}
                    <span className="skate-visually-hidden"> - {office.name}</span>
                  </a>
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}

/** /centers: the academy office and its training centres. */
export function OfficesPage() {
  useSkateStyles(CONTENT_SHEETS);
  return (
    <div className="skate-page" part="page">
      <div className="skate-container">
        <OfficesList headingLevel={1} />
      </div>
    </div>
  );
}
