import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import SettingsRoutes from './routes';

test('/settings shows Settings', () => {
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes><Route path="/settings/*" element={<SettingsRoutes />} /></Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
});
