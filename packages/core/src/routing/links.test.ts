import { describe, expect, it } from 'vitest';
import { isExternalAddress, isPlainLeftClick, type LinkClick } from './links';
import { itAnswers } from '../internal/test-answers';

describe('isExternalAddress', () => {
  itAnswers(isExternalAddress, {
    true: [
      'https://academy.example/shop',
      'HTTP://academy.example',
      'mailto:office@academy.example',
      'tel:+919876543210',
      '//cdn.example/skate.js',
    ],
    false: ['/cart', '/product?search=wheels', 'cart'],
  });
});

describe('isPlainLeftClick', () => {
  const click = (over: Partial<LinkClick> = {}): LinkClick => ({
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    currentTarget: { target: '' },
    ...over,
  });

  it.each([
    { name: 'a left click', event: click(), expected: true },
    {
      name: 'on a link with target _self',
      event: click({ currentTarget: { target: '_self' } }),
      expected: true,
    },
    { name: 'with no link to read', event: click({ currentTarget: null }), expected: true },
    { name: 'a middle click', event: click({ button: 1 }), expected: false },
    { name: 'with Ctrl (new tab)', event: click({ ctrlKey: true }), expected: false },
    { name: 'with Cmd (new tab)', event: click({ metaKey: true }), expected: false },
    { name: 'with Shift (new window)', event: click({ shiftKey: true }), expected: false },
    { name: 'with Alt (download)', event: click({ altKey: true }), expected: false },
    {
      name: 'on a link with target _blank',
      event: click({ currentTarget: { target: '_blank' } }),
      expected: false,
    },
  ])('$name: $expected', ({ event, expected }) => {
    expect(isPlainLeftClick(event)).toBe(expected);
  });
});
