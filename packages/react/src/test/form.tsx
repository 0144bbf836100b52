/** Form tests: the page over the site settings, a userEvent session, and the fields by label. */
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { settingsRoutes } from '../shell/testRoutes';
import { renderSkate, type SkateRenderOptions, type SkateRenderResult, type StubRoutes } from './harness';

/** The control labelled `label` (its label may carry a required marker). */
export const field = (label: string) => screen.getByLabelText(label, { exact: false });

/**
 * Renders `element` over the site settings (default cart button `button`) and `routes`, with a
 * userEvent session that types without delays (`ui`).
 */
export function renderForm(
  element: ReactElement,
  routes: StubRoutes,
  {
    button,
    ...options
  }: Omit<SkateRenderOptions, 'routes'> & { button?: Parameters<typeof settingsRoutes>[0] } = {},
): SkateRenderResult & { ui: UserEvent } {
  const ui = userEvent.setup({ delay: null });
  return { ui, ...renderSkate(element, { ...options, routes: { ...settingsRoutes(button), ...routes } }) };
}
