import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../api/queries/session';
import { createQueryClient } from '../app/query-client';
import { ENTERPRISE_USER } from '../test-support/render-page';
import { useUser } from './session-state';

function Name() {
  return <span data-testid="name">{useUser().name}</span>;
}

describe('useUser', () => {
  it('keeps the last user for a shell component rendered while the session ends, instead of throwing', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.current(), ENTERPRISE_USER);
    const view = render(
      <QueryClientProvider client={client}>
        <Name />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('name').textContent).toBe(ENTERPRISE_USER.name);
    // Sign-out: the cached user is gone before the gate has taken the shell away.
    await act(async () => client.setQueryData(sessionKeys.current(), null));
    view.rerender(
      <QueryClientProvider client={client}>
        <Name />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('name').textContent).toBe(ENTERPRISE_USER.name);
  });
});
