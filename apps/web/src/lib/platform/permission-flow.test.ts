import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setPlatform } from './current';
import { askPermission, withPermission } from './permission-flow';
import type { PermissionOutcome, PermissionState, Platform } from './types';
import { webPlatform } from './web-platform';

const ui = vi.hoisted(() => ({
  hide: vi.fn(),
  showExplanation: vi.fn(),
  showBlockedModal: vi.fn(() => Promise.resolve()),
}));
vi.mock('./permission-ui', () => ({
  showExplanation: ui.showExplanation.mockImplementation(() => ui.hide),
  showBlockedModal: ui.showBlockedModal,
}));

/** A platform whose permission is `state` and whose request answers `outcome`. */
function fake(state: PermissionState, outcome: PermissionOutcome, order: string[] = []) {
  const device: Platform = {
    ...webPlatform,
    permissions: {
      state: () => Promise.resolve(state),
      request: async (_kind, action) => {
        order.push(
          `request (overlay up: ${ui.showExplanation.mock.calls.length > ui.hide.mock.calls.length})`,
        );
        if (outcome !== 'granted') return { outcome, error: new DOMException('no', 'NotAllowedError') };
        return { outcome, value: action ? await action() : undefined };
      },
      openSettings: () => Promise.resolve(false),
    },
  };
  setPlatform(device);
}

beforeEach(() => {
  ui.hide.mockClear();
  ui.showExplanation.mockClear();
  ui.showBlockedModal.mockClear();
});

describe('the permission flow', () => {
  it('granted: the use runs at once, no overlay, no modal', async () => {
    fake('granted', 'granted');
    await expect(withPermission('camera', () => Promise.resolve('stream'))).resolves.toBe('stream');
    expect(ui.showExplanation).not.toHaveBeenCalled();
    expect(ui.showBlockedModal).not.toHaveBeenCalled();
  });

  it('not asked yet: the explanation is up while the request is open, then removed', async () => {
    const order: string[] = [];
    fake('prompt', 'granted', order);
    const result = await askPermission('microphone', () => Promise.resolve(1));
    expect(result).toEqual({ outcome: 'granted', value: 1 });
    expect(ui.showExplanation).toHaveBeenCalledWith('microphone');
    expect(order).toEqual(['request (overlay up: true)']);
    expect(ui.hide).toHaveBeenCalledTimes(1);
  });

  it('denied once: false, no settings modal; the use sees the refusal', async () => {
    fake('prompt', 'denied');
    const result = await askPermission('notifications');
    expect(result.outcome).toBe('denied');
    expect(ui.hide).toHaveBeenCalledTimes(1);
    expect(ui.showBlockedModal).not.toHaveBeenCalled();
    await expect(withPermission('camera', () => Promise.resolve(1))).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
  });

  it('denied for good by this answer: the settings modal', async () => {
    fake('prompt', 'blocked');
    expect((await askPermission('location')).outcome).toBe('blocked');
    expect(ui.showBlockedModal).toHaveBeenCalledWith('location');
  });

  it('already denied for good: no overlay, no request, the modal at once', async () => {
    const order: string[] = [];
    fake('blocked', 'granted', order);
    const use = vi.fn(() => Promise.resolve(1));
    await expect(withPermission('camera', use)).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(use).not.toHaveBeenCalled();
    expect(order).toEqual([]);
    expect(ui.showExplanation).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(ui.showBlockedModal).toHaveBeenCalledWith('camera'));
  });
});
