import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BookLinkButton } from './BookLinkButton';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

describe('BookLinkButton', () => {
  it("opens the book's detail page", () => {
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <BookLinkButton bookNo="YW 1">同步课程</BookLinkButton>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '同步课程' }));
    expect(screen.getByRole('status').textContent).toBe('/pages/book/bookDetails?bookNo=YW%201');
  });
});
