import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdScope } from './antd-scope.tsx';

const setup = window.matchMedia;
afterEach(() => {
  window.matchMedia = setup;
});

/** A window whose reader did (or did not) ask their system for reduced motion. */
function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    ...setup(query),
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : setup(query).matches,
  });
}

function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'motion on' : 'motion off'}</output>;
}

// What a real browser then shows (no transition classes on an opening menu) is checked in e2e/shell.spec.ts.
describe('antd’s motion follows the reader’s system setting (WCAG 2.3.3)', () => {
  it('is on for most readers', () => {
    prefersReducedMotion(false);
    render(
      <AntdScope>
        <Motion />
      </AntdScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('motion on');
  });

  it('is off with prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    render(
      <AntdScope>
        <Motion />
      </AntdScope>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('motion off');
  });
});
