// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { TOAST_OPTIONS } from './providers';

describe('toasts', () => {
  it('use spec section 9: bottom-right, 4 s, region Notifications, Alt+T', () => {
    expect(TOAST_OPTIONS).toEqual({ position: 'bottom-right', duration: 4000, containerAriaLabel: 'Notifications', hotkey: ['altKey', 'KeyT'] });
    renderApp(<p>page</p>);
    expect(screen.getByRole('region', { name: 'Notifications alt+T' })).toBeInTheDocument();
  });
});
