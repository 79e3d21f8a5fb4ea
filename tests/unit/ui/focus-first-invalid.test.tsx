import { render, screen } from '@testing-library/react';
import { focusFirstInvalid } from '@/components/ui/form-fields';

function Form() {
  return (
    <form aria-label="form">
      <input aria-label="Email" aria-invalid="true" />
      <input aria-label="Password" />
      <button type="submit">Sign In</button>
    </form>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('focusFirstInvalid', () => {
  it('moves focus to the first invalid field on the next frame', async () => {
    render(<Form />);
    screen.getByRole('button', { name: 'Sign In' }).focus();
    focusFirstInvalid(screen.getByRole('form'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await nextFrame();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('leaves focus alone when the shopper has moved to another field before that frame', async () => {
    render(<Form />);
    screen.getByRole('button', { name: 'Sign In' }).focus();
    focusFirstInvalid(screen.getByRole('form'));
    screen.getByLabelText('Password').focus();
    await nextFrame();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
