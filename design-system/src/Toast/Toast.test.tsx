import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ToastProvider, useToast } from './Toast';

describe('ToastProvider', () => {
  it('prerenders without a browser: the app, the two live regions and the empty Notifications region', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <ToastProvider>
        <p>Start Your Transformation</p>
      </ToastProvider>,
    );
    expect(html).toContain('<p>Start Your Transformation</p>');
    expect(html).toMatch(/role="status"/);
    expect(html).toMatch(/role="alert"/);
    expect(html).toMatch(/role="region"/);
    expect(html).toMatch(/aria-label="Notifications"/);
  });

  it('names the fix when useToast is used outside the provider', () => {
    function SendButton() {
      useToast();
      return null;
    }
    expect(() => renderToString(<SendButton />)).toThrow('useToast must be used inside ToastProvider');
  });
});
