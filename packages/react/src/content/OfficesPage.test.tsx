import { mapsSearchLink } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsRoutes } from '../shell/testRoutes';
import { MERCHANT, renderSkate } from '../test/harness';
import { OfficesPage } from './OfficesPage';

const offices = [
  {
    id: 'o1',
    name: 'SkateKit Academy Office',
    address: '12 Kurar Village Road, Malad East',
    type: 'Our Office',
    image: 'uploads/office.jpg',
  },
  {
    id: 'o2',
    name: "St. Anne's Church Campus Rink",
    address: 'Orlem, Malad West',
    type: 'Center',
    image: 'uploads/church.jpg',
  },
  {
    id: 'o3',
    name: 'Shree Ram Mandir Grounds',
    address: 'MG Road, Goregaon West',
    type: 'Center',
    image: '',
  },
];

describe('OfficesPage', { timeout: 30_000 }, () => {
  it('"Our Office/Centers": a card per place with image, type label, name, address and View Directions', async () => {
    renderSkate(<OfficesPage />, {
      routes: { ...settingsRoutes(), [`GET /office/all/${MERCHANT}`]: { data: offices } },
    });
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.OUR_OFFICE_CENTERS })).toBeInTheDocument();
    const office = (await screen.findByRole('heading', { name: offices[0].name })).closest(
      'li',
    ) as HTMLElement;
    expect(within(office).getByText(TEXTS.OFFICE_TYPE_OFFICE)).toBeInTheDocument();
    expect(within(office).getByRole('img', { name: offices[0].name })).toBeInTheDocument();
    expect(within(office).getByText(offices[0].address)).toBeInTheDocument();
    expect(within(office).getByRole('link', { name: new RegExp(TEXTS.VIEW_DIRECTIONS) })).toHaveAttribute(
      'href',
      mapsSearchLink(offices[0].address),
    );
    const centre = screen.getByRole('heading', { name: offices[1].name }).closest('li') as HTMLElement;
    expect(within(centre).getByText(TEXTS.OFFICE_TYPE_CENTER)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: new RegExp(TEXTS.VIEW_DIRECTIONS) })).toHaveLength(
      offices.length,
    );
  });
});
