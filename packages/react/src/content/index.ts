// @skatekit/react/content: offices, about and policy pages.
export { OfficesPage, OfficesList, type OfficesListProps } from './OfficesPage';
export { AboutPage } from './AboutPage';
export { PolicyPage, POLICIES, type PolicyId, type PolicyPageProps } from './PolicyPage';
