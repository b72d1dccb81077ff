import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkinEndpoints, type CheckinPost } from '@jc/contract';
import { api, ApiError } from '@/lib/api-client';
import { StorageKey, storage } from '@/lib/storage';
import { checkinQueries, useCheckinFeed } from '../api/checkin';
import { PostCard } from './PostCard';

const post: CheckinPost = {
  dakaInfoId: 5,
  dakaId: 1,
  campTitle: '古诗朗读营',
  taskId: 3,
  taskTitle: '朗读《春晓》',
  dayIndex: 3,
  user: { userId: 8, nickname: '小红', avatar: '' },
  content: '读完了',
  files: [],
  likeCount: 2,
  commentCount: 1,
  likedByMe: false,
  mine: false,
  hidden: false,
  day: '2026-11-24',
  createdAt: '2026-11-24 08:05:00',
  updatedAt: '2026-11-24 08:05:00',
};

/** The feed's first post, read from the cache the way a page does. */
function FirstPost() {
  const feed = useCheckinFeed({ dakaId: 1 });
  const first = feed.data?.pages[0]?.list[0];
  return first ? <PostCard post={first} /> : null;
}

function mount(client: QueryClient) {
  client.setQueryData(feedKey, {
    pages: [{ list: [post], total: 1, pageNum: 1, pageSize: 10 }],
    pageParams: [1],
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FirstPost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const feedKey = checkinQueries.feed({ dakaId: 1 }).queryKey;
const likeButton = () => screen.getByRole('button', { name: /点赞/ });
const count = () => screen.getByTestId('like-count').textContent;

beforeEach(() => storage.set(StorageKey.token, 't'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  storage.remove(StorageKey.token);
});

describe('PostCard likes', () => {
  it('shows the like at once, then the server counts', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const call = vi.spyOn(api, 'call').mockImplementation((() => new Promise((r) => (answer = r))) as never);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    mount(client);
    expect(count()).toBe('2');
    // Named by what they show: a word for the icon, and the count.
    expect(screen.getByRole('button', { name: '点赞 2', pressed: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: '评论 1' })).toBeTruthy();
    await act(async () => fireEvent.click(likeButton()));
    // The query cache tells its observers on the next tick.
    await vi.waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(count()).toBe('3');
    expect(call.mock.calls[0]?.[0]).toBe(checkinEndpoints.comment);
    expect(call.mock.calls[0]?.[1]).toEqual({ dakaInfoId: 5, type: 'like' });
    await act(async () =>
      answer({ dakaInfoId: 5, likeCount: 7, commentCount: 4, likedByMe: true, comment: null }),
    );
    await vi.waitFor(() => expect(count()).toBe('7'));
    expect(screen.getByTestId('comment-count').textContent).toBe('4');
  });

  it('puts the post back when the server refuses', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockRejectedValue(new ApiError('已经点过赞了', 'server', 409, 200) as never);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    mount(client);
    await act(async () => fireEvent.click(likeButton()));
    expect(call).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    expect(count()).toBe('2');
  });

  it('unlikes through deleteDianzan', async () => {
    const call = vi.spyOn(api, 'call').mockResolvedValue({
      dakaInfoId: 5,
      likeCount: 1,
      commentCount: 1,
      likedByMe: false,
      comment: null,
    } as never);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    mount(client);
    // Liked by me first.
    client.setQueryData(feedKey, {
      pages: [{ list: [{ ...post, likedByMe: true }], total: 1, pageNum: 1, pageSize: 10 }],
      pageParams: [1],
    });
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: /点赞/, pressed: true })),
    );
    expect(call.mock.calls[0]?.[0]).toBe(checkinEndpoints.unlike);
    await vi.waitFor(() => expect(count()).toBe('1'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  });
});
