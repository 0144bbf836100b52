import type { ContentKind } from '@skatekit/console-contract';
import type { FieldSpec } from '../../ui/FormFields';

/** How the console lists and edits each kind of content. */
export interface KindSpec {
  kind: ContentKind;
  /** Tab and heading, e.g. "Hero slides". */
  title: string;
  /** One record, e.g. "slide". */
  one: string;
  /** The field that names a record in the list and in its buttons. */
  nameField: string;
  /** Extra columns of the list. */
  columns: { name: string; label: string }[];
  fields: FieldSpec[];
  blank: Record<string, unknown>;
}

const active: FieldSpec = { name: 'active', label: 'Active (shown on the storefront)', kind: 'checkbox' };
const position: FieldSpec = {
  name: 'position',
  label: 'Position',
  kind: 'number',
  hint: 'Lower comes first.',
};

export const KIND_SPECS: KindSpec[] = [
  {
    kind: 'sliders',
    title: 'Hero slides',
    one: 'slide',
    nameField: 'title',
    columns: [{ name: 'offerName', label: 'Offer' }],
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'offerName', label: 'Offer line', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'backgroundImage', label: 'Background image', kind: 'image' },
      { name: 'price', label: 'Price (₹)', kind: 'number' },
      { name: 'cutOffPrice', label: 'Was (₹)', kind: 'number', hint: 'Shown struck through; 0 for none.' },
      {
        name: 'productId',
        label: 'Product id',
        kind: 'text',
        hint: 'The product the slide opens; empty for none.',
      },
      active,
      position,
    ],
    blank: {
      title: '',
      offerName: '',
      description: '',
      image: '',
      backgroundImage: '',
      price: 0,
      cutOffPrice: 0,
      productId: '',
      active: true,
      position: 0,
    },
  },
  {
    kind: 'marquees',
    title: 'Marquee',
    one: 'marquee line',
    nameField: 'heading',
    columns: [],
    fields: [{ name: 'heading', label: 'Text', kind: 'text' }, active, position],
    blank: { heading: '', active: true, position: 0 },
  },
  {
    kind: 'offers',
    title: 'Offers',
    one: 'offer',
    nameField: 'title',
    columns: [{ name: 'link', label: 'Link' }],
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'image', label: 'Image', kind: 'image' },
      {
        name: 'link',
        label: 'Link',
        kind: 'text',
        hint: 'A storefront path such as /product?category=helmets.',
      },
      active,
      position,
    ],
    blank: { title: '', description: '', image: '', link: '', active: true, position: 0 },
  },
  {
    kind: 'categories',
    title: 'Categories',
    one: 'category',
    nameField: 'name',
    columns: [{ name: 'category', label: 'Slug' }],
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      {
        name: 'category',
        label: 'Slug',
        kind: 'text',
        hint: 'In addresses and on products, e.g. inline-skates. It cannot change while products use it.',
      },
      { name: 'icon', label: 'Image', kind: 'image' },
      active,
      position,
    ],
    blank: { name: '', category: '', icon: '', active: true, position: 0 },
  },
  {
    kind: 'offices',
    title: 'Offices and centres',
    one: 'office or centre',
    nameField: 'name',
    columns: [
      { name: 'type', label: 'Type' },
      { name: 'address', label: 'Address' },
    ],
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'type', label: 'Type', kind: 'select', options: ['Our Office', 'Center'] },
      { name: 'address', label: 'Address', kind: 'textarea' },
      { name: 'locationLink', label: 'Map link', kind: 'text' },
      { name: 'image', label: 'Image', kind: 'image' },
      active,
      position,
    ],
    blank: { name: '', type: 'Center', address: '', locationLink: '', image: '', active: true, position: 0 },
  },
];
