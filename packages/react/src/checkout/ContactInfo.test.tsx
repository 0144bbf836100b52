import { User } from '@skatekit/core/schemas';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSkate } from '../test/harness';
import { ContactInfo } from './ContactInfo';

const user = User.parse({ user_id: 'u1', full_name: 'Asha', email: 'a@x.in', mobile: '', user_gstNo: '' });

describe('ContactInfo', () => {
  it('normalises the mobile number as typed and keeps Save disabled until it has 10 digits', async () => {
    const onSave = vi.fn(async () => {});
    renderSkate(<ContactInfo user={user} onSave={onSave} />);
    const mobile = screen.getByLabelText(TEXTS.MOBILE_NUMBER);
    const save = screen.getByRole('button', { name: TEXTS.SAVE });
    expect(save).toBeDisabled();
    await userEvent.type(mobile, '98765');
    expect(screen.getByText(TEXTS.MOBILE_INVALID)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+91 98765-43210');
    expect(mobile).toHaveValue('9876543210');
    expect(screen.queryByText(TEXTS.MOBILE_INVALID)).toBeNull();
    expect(save).toBeEnabled();
    await userEvent.type(screen.getByLabelText(TEXTS.GST_NUMBER_FIELD), '27ABCDE1234F1Z5');
    await userEvent.click(save);
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ mobile: '9876543210', gstNo: '27ABCDE1234F1Z5' }),
    );
  });

  it('drops a leading 0 and a 91 prefix on longer numbers', async () => {
    renderSkate(<ContactInfo user={user} onSave={async () => {}} />);
    const mobile = screen.getByLabelText(TEXTS.MOBILE_NUMBER);
    await userEvent.type(mobile, '09876543210');
    expect(mobile).toHaveValue('9876543210');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '919876543210');
    expect(mobile).toHaveValue('9876543210');
  });
});
