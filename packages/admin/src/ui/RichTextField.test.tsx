import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextField } from './RichTextField';

function Editor({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Description"
      value={value}
      onChange={(html) => {
        seen.push(html);
        setValue(html);
      }}
    />
  );
}

describe('the rich-text description editor', () => {
  it('shows the stored HTML formatted, never raw tags, and hands edits back as HTML', () => {
    const seen: string[] = [];
    render(<Editor initial="<p>Soft <strong>86A</strong> wheels</p><ul><li>Grippy</li></ul>" seen={seen} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.querySelector('strong')?.textContent).toBe('86A');
    expect(area.querySelector('li')?.textContent).toBe('Grippy');
    expect(area).not.toHaveTextContent('<strong>');
    area.innerHTML = '<p>Soft <em>and fast</em></p>';
    fireEvent.input(area);
    expect(seen).toEqual(['<p>Soft <em>and fast</em></p>']);
    expect(screen.getByRole('toolbar', { name: 'Description formatting' })).toBeInTheDocument();
  });

  it('markup that would run is cleaned before it is shown; Edit HTML shows and edits the source', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <Editor initial={'<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'} seen={seen} />,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.innerHTML).not.toMatch(/onerror|script/);
    expect(area.querySelector('p')?.textContent).toBe('Hi');

    await user.click(screen.getByRole('button', { name: 'Edit HTML' }));
    expect(screen.getByRole('button', { name: 'Edit HTML' })).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', { name: 'Description' });
    expect(source.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    await user.clear(source);
    await user.type(source, '<h3>Size guide</h3>');
    await user.click(screen.getByRole('button', { name: 'Edit HTML' }));
    const back = screen.getByRole('textbox', { name: 'Description' });
    expect(back.querySelector('h3')?.textContent).toBe('Size guide');
    expect(seen.at(-1)).toBe('<h3>Size guide</h3>');
  });
});
