import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from '../routes';
import { ToastStack } from '../ui/ToastStack';
import { NarrowScreenBlock } from './NarrowScreenBlock';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <>
      {/* Hidden with CSS rather than unmounted, so resizing never throws away what an agent typed. */}
      <div className="h-full min-[1024px]:hidden">
        <NarrowScreenBlock />
      </div>
      <div className="h-full max-[1023.98px]:hidden">
        <RouterProvider router={router} />
      </div>
      <ToastStack />
    </>
  );
}
